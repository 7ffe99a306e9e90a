import type { Plugin } from 'vite';

export declare function elementName(path: string): string;
export declare function tagOf(name: string): string;
export declare function elementClassName(name: string): string;
export declare function tagElementFiles(widgets?: string): Map<string, string>;
export declare function widgetImporters(): Plugin;
