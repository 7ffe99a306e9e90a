import type { Manifest, ManifestElement } from './manifest.mjs';

export const DOM_TYPINGS: 'store-widgets.d.ts';
export const REACT_TYPINGS: 'store-widgets-react.d.ts';
export function manifestElements(manifest: Manifest): ManifestElement[];
export function generateTypings(manifest: Manifest): Record<string, string>;
