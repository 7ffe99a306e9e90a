import type { Plugin } from 'vite';

export const CHUNK_MAP_MARKER: string;
export function preloadMap(options?: { loader?: string }): Plugin;
export const EVERY_PAGE_TAGS: readonly string[];
