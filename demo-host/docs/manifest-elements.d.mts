/** Types for manifest-elements.mjs (read by the unit tests and Storybook's preview). */
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
export interface DocsItem {
  name: string;
  /** The type text; for an event, its detail's type. Empty when the manifest has none. */
  type: string;
  /** Empty when the manifest gives none. */
  default: string;
  description: string;
}

export interface DocsElement {
  tag: string;
  summary: string;
  description: string;
  attributes: DocsItem[];
  events: DocsItem[];
  cssParts: DocsItem[];
  cssProperties: DocsItem[];
  slots: DocsItem[];
}

export function elementsOf(manifest: Manifest): DocsElement[];
export function eventDetailType(typeText: string): string;
export function escapeHtml(text: string): string;
export function inlineHtml(text: string): string;
export function descriptionHtml(text: string): string;
