/** The npm package's README from the docs pages (package-readme.mjs). */
export const PACKAGE_README_SOURCES: readonly string[];
export function packageReadme(pages: readonly string[], name: string): string;
