/**
 * The theming guide's tokens: every `--store-*` custom property of the widgets' shared sheet (its
 * `:host` block, and the ones read with a fallback), with its default as that sheet says, and a
 * word on what it colours or sizes. Read from the sheet on each request, so the guide follows it.
 */
import { readFileSync } from 'node:fs';

/** What each token does; a token of the sheet missing here is shown with no description. */
export const TOKEN_DESCRIPTIONS = {
  '--store-color-text': 'Body text.',
  '--store-color-muted': 'Secondary text: hints, column headers, row numbers.',
  '--store-color-brand': 'Brand colour: links, primary buttons, the brand mark, the utility bar.',
  '--store-color-brand-contrast': 'Text on the brand colour.',
  '--store-color-accent': 'Confirmations and success states.',
  '--store-color-border': 'Borders and separators.',
  '--store-color-surface': 'Widget backgrounds, inputs, panels and dialogs.',
  '--store-color-surface-alt': 'Alternate backgrounds: table headers, highlighted rows.',
  '--store-color-danger': 'Errors and invalid fields.',
  '--store-focus-ring': 'The keyboard focus ring (a `box-shadow` value).',
  '--store-radius': 'Corner radius of buttons, inputs and cards.',
  '--store-font-family': "The widgets' font (they never inherit the page's).",
  '--store-font-size': "The widgets' base font size.",
};

/** `[{ name, default }]` of the sheet's tokens: `:host`'s declarations, then `var(--x, fallback)` reads. */
export function themeTokens(sheetPath) {
  const css = readFileSync(sheetPath, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const host = /:host\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const tokens = new Map();
  for (const [, name, value] of host.matchAll(/(--store-[\w-]+)\s*:\s*([^;]+);/g))
    tokens.set(name, value.trim());
  for (const [, name, fallback] of css.matchAll(/var\((--store-[\w-]+),\s*([^)]*)\)/g))
    if (!tokens.has(name)) tokens.set(name, fallback.trim());
  return [...tokens].map(([name, value]) => ({ name, default: value }));
}
