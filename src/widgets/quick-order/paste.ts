/**
 * Splits a paste (one code, or a list from an email or spreadsheet) into entries. A small number
 * after a tab or comma is the previous entry's quantity; spaces and hyphens stay inside an ISBN.
 */

export interface PastedItem {
  entry: string;
  /** Only when the pasted text gave one. */
  quantity?: string;
}

const LIST_SEPARATORS = /[\r\n\t,;]/;
/** A token and the separator that ended it. */
const TOKEN = /([^\r\n\t,;]*)(\r\n|[\r\n\t,;]|$)/g;
/** A quantity cell: shorter than any product code or ISBN. */
const QUANTITY = /^\d{1,5}$/;

/** A list is spread over rows instead of inserted. */
export function isListPaste(text: string): boolean {
  return LIST_SEPARATORS.test(text);
}

/** Splits pasted text into entries, each with the quantity that followed it, if any. */
export function splitPaste(text: string): PastedItem[] {
  const items: PastedItem[] = [];
  let before = '\n';
  for (const match of text.matchAll(TOKEN)) {
    const token = (match[1] ?? '').trim();
    const after = match[2] ?? '';
    const last = items.at(-1);
    if (token !== '') {
      if (
        last !== undefined &&
        last.quantity === undefined &&
        (before === '\t' || before === ',') &&
        QUANTITY.test(token)
      ) {
        last.quantity = token;
      } else {
        items.push({ entry: token });
      }
    }
    // An empty cell keeps the tab: "code<TAB><TAB>2" still reads 2 as the quantity.
    if (token !== '' || after !== '\t') before = after;
    if (after === '') break;
  }
  return items;
}
