export declare const FIREFOX_PATH: string;
export declare const WEBKIT_DRIVER_PATH: string;
export declare const MINIBROWSER_PATH: string;
export declare const XVFB_PATH: string;
export declare const ENGINE_PACKAGES: Record<string, string>;
