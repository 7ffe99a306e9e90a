import type { Manifest, ManifestElement } from './manifest.mjs';

export const DOM_TYPINGS: 'store-widgets.d.ts';
export const REACT_TYPINGS: 'store-widgets-react.d.ts';
export function manifestElements(manifest: Manifest): ManifestElement[];
export function generateTypings(manifest: Manifest): Record<string, string>;
/** `store-quick-order` → `StoreQuickOrderElement`: the name of a tag's interface in the typings. */
export function interfaceName(element: ManifestElement): string;
export function eventTypeName(event: string): string;
export function attributeType(type: string): string;
