import type { Plugin } from 'vite';

export declare function tagElementFiles(): Map<string, string>;
export declare function widgetImporters(): Plugin;
