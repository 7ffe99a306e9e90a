import type { Plugin } from 'vite';

export declare function tagElementFiles(): Map<string, string>;
export declare const WIDGET_IMPORTERS_MODULE: 'virtual:store-widgets/importers';
export declare function widgetImporters(): Plugin;
