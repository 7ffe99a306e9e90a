import type { Plugin } from 'vite';

export function hoistTransitiveImports(options?: { loader?: string }): Plugin;
