import type { Plugin } from 'vite';

export declare function checkChunkImports(): Plugin;
