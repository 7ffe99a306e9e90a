import type MagicString from 'magic-string';
import type { Plugin } from 'vite';

export function compactImporters(code: string): MagicString | undefined;
export function compactLoaderImporters(options?: { loader?: string }): Plugin;
