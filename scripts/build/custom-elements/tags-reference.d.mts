/** docs/reference/tags.md from custom-elements.json (tags-reference.mjs). */
export const TAGS_REFERENCE_FILE: string;
export function tagsReference(manifest: unknown): Promise<string>;
