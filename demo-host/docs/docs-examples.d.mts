/** Types for docs-examples.mjs. */
export declare const DOCS_EXAMPLES: Record<
  string,
  { snippet?: string; live?: boolean; page?: string }
>;
export function snippetOf(tag: string): string;
export declare const PAGE_SETUP_SNIPPET: string;
