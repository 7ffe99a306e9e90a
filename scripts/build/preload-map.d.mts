import type { Plugin } from 'vite';
import type { WidgetFacts } from '../../src/core/element/widget-facts';

export const CHUNK_MAP_MARKER: string;
export function preloadMap(options?: { loader?: string }): Plugin;
export function everyPageChunks(facts: Record<string, WidgetFacts>): string[];
export const TOKENS_STORAGE_KEY: string;
