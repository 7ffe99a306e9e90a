/** The npm package's README from the repository's README (package-readme.mjs). */
export function packageReadme(readme: string, name: string): string;
