import type { Plugin } from 'vite';

export function catalogsByLanguage(options?: { loader?: string }): Plugin;
