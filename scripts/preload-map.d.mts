import type { Plugin } from 'vite';

export const CHUNK_MAP_GLOBAL: string;
export function preloadMap(options?: { loader?: string }): Plugin;
