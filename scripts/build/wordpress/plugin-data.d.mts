import type { Manifest } from '../custom-elements/manifest.mjs';

export const BLOCK_NAMESPACE: 'store-widgets';
export const CONTEXT_PARAMS: string[];

export type AttributeControl =
  { control: 'boolean' | 'number' | 'text' } | { control: 'enum'; values: string[] };

export type WidgetBlockAttribute = {
  name: string;
  key: string;
  description: string;
} & AttributeControl;

export interface WidgetBlock {
  tag: string;
  block: string;
  title: string;
  description: string;
  attributes: WidgetBlockAttribute[];
}

export interface SiteRoute {
  name: string;
  label: string;
  params: string[];
}

export function attributeControl(type: string): AttributeControl;
export function widgetBlocks(manifest: Manifest): WidgetBlock[];
export function siteRoutes(patterns: Record<string, string>): SiteRoute[];
