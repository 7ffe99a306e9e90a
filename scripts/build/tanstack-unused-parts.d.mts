import type { Plugin } from 'vite';

export function tanstackUnusedParts(): Plugin;
