/** Types for pages.mjs, so tests walk the demo host's own page list instead of copying it. */
export declare function buildPages<T>(
  patterns: Record<string, string>,
  toRegExp: (pattern: string) => T,
): [T, string, string | ((params: Record<string, string>) => string)][];
export declare function routePage(
  name: string,
  params: Record<string, string>,
): { title: string; body: string };
export declare function cmsPlaceholder(pathname: string): { title: string; body: string };
export declare function matchPage(
  pages: [RegExp, string, string | ((params: Record<string, string>) => string)][],
  pathname: string,
): { title: string; body: string } | undefined;
