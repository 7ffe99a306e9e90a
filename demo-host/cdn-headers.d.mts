export const LOADER_CACHE: string;
export const HASHED_CACHE: string;

/** The CDN response headers of a file, by its path under the build directory (cdn-headers.mjs). */
export function cdnHeaders(path: string): Record<string, string>;
