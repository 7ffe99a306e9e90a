export declare const ROUTE_PARAMS: Readonly<Record<string, string>>;
export declare function fillRoute(pattern: string): string;
