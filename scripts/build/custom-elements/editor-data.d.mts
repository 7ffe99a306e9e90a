import type { Manifest } from './manifest.mjs';

export const VSCODE_DATA: 'vscode.html-custom-data.json';
export const WEB_TYPES: 'web-types.json';

export interface VscodeAttribute {
  name: string;
  description?: string;
  values?: { name: string }[];
}
export interface VscodeData {
  version: number;
  tags: { name: string; description: string; attributes: VscodeAttribute[] }[];
}
export interface WebTypes {
  name: string;
  version: string;
  contributions: {
    html: {
      elements: {
        name: string;
        description: string;
        attributes: {
          name: string;
          description?: string;
          default?: string;
          value: { type: string };
        }[];
        js: { properties: { name: string }[]; events: { name: string }[] };
        css: { parts: { name: string }[]; properties: { name: string }[] };
      }[];
    };
  };
}

export function vscodeData(manifest: Manifest): VscodeData;
export function webTypes(manifest: Manifest, pkg: { name: string; version: string }): WebTypes;
