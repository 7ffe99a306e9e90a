import type { Plugin } from 'vite';

export declare function tagEntryInputs(): Record<string, string>;
export declare function tagEntries(): Plugin;
