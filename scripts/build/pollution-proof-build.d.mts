import type { Plugin } from 'vite';

export declare function pollutionProofModule(
  code: string,
  parse: (code: string) => unknown,
): string | undefined;
export declare function rewriteExportAll(code: string, fileName?: string): string | undefined;
export declare function pollutionProofBuild(): Plugin;
