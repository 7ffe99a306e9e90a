import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The theming tokens (`--store-*` custom properties) a tag's shadow root reads, found in the CSS
 * its code can adopt: every stylesheet imported (`./x.css?inline`) by a module the element file
 * reaches through relative imports, static or dynamic (a lazily opened dialog brings its sheet
 * into the same shadow root). The base sheet every widget adopts (src/core/element/base.css) is
 * among them, through the element factory. Each token comes with its default: the value the base
 * sheet gives it on `:host`, else the fallback of a `var()` that reads it.
 *
 * Listing what the CSS reads, rather than what the JSDoc says, keeps the manifest true when a
 * sheet starts or stops reading a token; a token read but missing from TOKEN_DESCRIPTIONS throws,
 * so a new one is documented before it ships.
 */
export const TOKEN_DESCRIPTIONS = {
  '--store-color-text': 'The body text colour.',
  '--store-color-muted': 'Secondary text: hints, labels, empty states.',
  '--store-color-brand': 'Buttons, links and headings: the brand colour.',
  '--store-color-brand-contrast': 'Text on the brand colour (a primary button).',
  '--store-color-accent': 'Confirmations and success states.',
  '--store-color-border': 'Borders of fields, tables and cards.',
  '--store-color-surface': 'The background of cards, menus and dialogs.',
  '--store-color-surface-alt': 'The background of fields, table headers and secondary areas.',
  '--store-color-danger': 'Errors and destructive actions.',
  '--store-color-warning': 'Warning text and borders.',
  '--store-color-warning-background': 'The background of warnings.',
  '--store-focus-ring': 'The focus outline, as a `box-shadow`.',
  '--store-radius': 'The corner radius of buttons, fields and cards.',
  '--store-font-family': "The widget's font.",
  '--store-font-size': 'The base font size every other size is relative to.',
  '--store-hosted-field-height': "The height of a payment provider's hosted card field.",
  '--store-captcha-height': "The height reserved for the payment provider's challenge.",
};

const IMPORT = /\bimport\s*(?:[^'"()]*?\bfrom\s*)?\(?\s*'(\.{1,2}\/[^']+)'/g;
const VAR = /var\(\s*(--store-[a-z0-9-]+)\s*(?:,\s*((?:[^()]|\([^()]*\))*))?\)/g;
const HOST_DECLARATION = /(--store-[a-z0-9-]+)\s*:\s*([^;{}]+);/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;

/** The file a relative specifier names: `.ts`, `.tsx`, a folder's index, or a stylesheet. */
function resolveImport(from, specifier) {
  const path = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')];
  return candidates.find((file) => /\.(tsx?|css)$/.test(file) && existsSync(file));
}

/** Every stylesheet the modules reachable from `entry` import, and the sheets those import. */
function stylesheetsFrom(entry) {
  const seen = new Set([entry]);
  const sheets = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      if (target.endsWith('.css')) sheets.add(target);
      // A sheet's own `@import`s are read too: Vite inlines them into it (the account pages'
      // shared part, src/ui/account-page/account-blocks.css).
      queue.push(target);
    }
  }
  return [...sheets];
}

/** `{ name, default }` for every token the tag's sheets read, sorted by name. */
export function tokensRead(elementFile, baseCss) {
  const base = new Map(
    [...readFileSync(baseCss, 'utf8').replace(COMMENT, '').matchAll(HOST_DECLARATION)].map(
      ([, name, value]) => [name, value.trim()],
    ),
  );
  // The base sheet first: its fallbacks are the ones a widget without its own sheet shows.
  const sheets = stylesheetsFrom(elementFile).sort((a, b) =>
    a === baseCss ? -1 : b === baseCss ? 1 : a.localeCompare(b),
  );
  const tokens = new Map();
  for (const sheet of sheets) {
    for (const [, name, fallback] of readFileSync(sheet, 'utf8')
      .replace(COMMENT, '')
      .matchAll(VAR)) {
      const value = base.get(name) ?? fallback?.trim();
      if (!tokens.has(name) || (tokens.get(name) === undefined && value !== undefined))
        tokens.set(name, value);
    }
  }
  return [...tokens]
    .map(([name, value]) => ({ name, default: value }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
