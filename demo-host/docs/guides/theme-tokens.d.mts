export const TOKEN_DESCRIPTIONS: Record<string, string>;
/** Every `--store-*` token of the sheet at `sheetPath`, with its default (theme-tokens.mjs). */
export function themeTokens(sheetPath: string): { name: string; default: string }[];
