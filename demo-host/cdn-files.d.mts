import type { RequestHandler } from 'express';

/** The build in `dir` served as a CDN edge serves it (cdn-files.mjs). */
export function cdnFiles(
  dir: string,
  headersOf: (path: string) => Record<string, string>,
): RequestHandler;
