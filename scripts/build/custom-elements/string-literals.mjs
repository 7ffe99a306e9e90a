/**
 * `'a' | 'b'`: an `@attr` type that is a union of string literals, which r2wc reads as a `string`
 * (widget-element-plugin.mjs accepts it, typings.mjs types the attribute with it). No imports: the
 * typings module is also bundled for the browser (the docs page, Storybook).
 */
export function isStringLiterals(type) {
  return /^'[^'|]*'(\s*\|\s*'[^'|]*')*$/.test(type ?? '');
}
