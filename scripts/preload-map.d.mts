import type { Plugin } from 'vite';

export function chunkMapGlobal(release?: string): string;
export function preloadMap(options?: { loader?: string }): Plugin;
