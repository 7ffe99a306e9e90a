/**
 * What a shopper pastes into a quick order entry field: one code, or a list copied from an email or
 * a spreadsheet. Lines, tabs, commas and semicolons separate entries; a small whole number right
 * after a tab or a comma is the quantity of the entry before it ("0158241926<TAB>3", "0158241926,3").
 * Spaces and hyphens stay inside an entry: an ISBN may be written "978-0-15 824192-0".
 */

export interface PastedItem {
  entry: string;
  /** Only when the pasted text gave one. */
  quantity?: string;
}

/** Characters that make a paste a list rather than one code. */
const LIST_SEPARATORS = /[\r\n\t,;]/;
/** A token and the separator that ended it (none at the end of the text). */
const TOKEN = /([^\r\n\t,;]*)(\r\n|[\r\n\t,;]|$)/g;
/**
 * A quantity cell: up to five digits. Product codes and ISBNs are longer (ten digits and more), so
 * "0158241926,0158241934" stays two codes while "0158241926,3" is a code and its quantity.
 */
const QUANTITY = /^\d{1,5}$/;

/** True when the pasted text is a list (the widget spreads it over rows instead of inserting it). */
export function isListPaste(text: string): boolean {
  return LIST_SEPARATORS.test(text);
}

/** Splits pasted text into entries, each with the quantity that followed it, if any. */
export function splitPaste(text: string): PastedItem[] {
  const items: PastedItem[] = [];
  // The separator before the current token: a quantity only follows a tab or a comma.
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
    // An empty spreadsheet cell keeps the tab as "before": "code<TAB><TAB>2" still reads 2 as its quantity.
    if (token !== '' || after !== '\t') before = after;
    if (after === '') break;
  }
  return items;
}
