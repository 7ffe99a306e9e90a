import { createLiteEngine } from './lite-engine';
import type { QueryEngine } from './query-engine';

// The page's one cache of reads, which every widget shares (docs/decisions/core-query-cache.md).
export type PageQueries = QueryEngine;

export const createPageQueries = (): PageQueries => createLiteEngine();
