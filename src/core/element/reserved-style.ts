// Loader code. A page that follows docs/authoring.md ("Embedding") holds reserved-space.css inline
// under this id, so its widgets' boxes are reserved before any of our code runs; the loader then
// ships none of the rules. A page without it fetches them as a small file of their own.

/** The id of the page's inline copy of `reserved-space.css`. */
export const RESERVED_STYLE_ID = 'store-widgets-reserved-space';

let rulesAdopted: Promise<void> = Promise.resolve();

/** Reserves the widgets' boxes unless the page's inline style already has. */
export function reserveSpaceUnlessInlined(doc: Document = document): void {
  if (doc.getElementById(RESERVED_STYLE_ID)) return;
  // Should the file fail to load, the widgets render unreserved: the page may move, nothing breaks.
  rulesAdopted = import('./reserve-space')
    .then((rules) => rules.reserveWidgetSpace(doc))
    .catch(() => undefined);
}

/** Settles once the boxes' rules are in the page: the author preview reads its size back from them. */
export const reservedRulesSettled = (): Promise<void> => rulesAdopted;
