export type StoreRuntime = 'preact' | 'react';
export declare const RUNTIMES: readonly StoreRuntime[];
export declare function storeRuntime(value?: string): StoreRuntime;
export declare function distOfRuntime(runtime: StoreRuntime): 'dist' | 'dist-react';
