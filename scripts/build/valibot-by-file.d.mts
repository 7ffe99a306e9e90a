import type { Plugin } from 'vite';

export function splitValibot(source: string): {
  modules: Map<string, string>;
  publicNames: Map<string, [string, string]>;
  imports: Map<string, string[]>;
};
export function markBuilderCalls(
  code: string,
  builders: Set<string>,
): { toString(): string } | undefined;
export function valibotNamesUsed(code: string): Set<string> | undefined;
export function valibotByFile(options: { isRuntimeModule: (id: string) => boolean }): {
  plugins: Plugin[];
  inRuntime: (id: string) => boolean;
};
