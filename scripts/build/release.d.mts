import type { Plugin } from 'vite';

export function releaseId(): string;
export function releaseDir(id?: string): string;
export function builtReleaseDir(dist: string): string;
export function releaseBoundChunks(options?: { loader?: string }): Plugin;
