import type { Plugin } from 'vite';

export function reservedSpaceCss(options?: { skip?: boolean }): Plugin;
