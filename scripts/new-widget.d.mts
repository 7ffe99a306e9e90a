export declare function widgetFiles(name: string): Record<string, string>;
export declare function newWidget(name: string, root?: string): Promise<string[]>;
