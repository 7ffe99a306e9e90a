import { memo, type ClipboardEvent } from 'react';
import { loadedRowThumbnails } from './use-row-thumbnails';
import { isListPaste, splitPaste, type PastedItem } from './paste';

/** Everything one row shows, as plain values: a row re-renders only when one of them changes. */
export interface RowView {
  id: string;
  /** 1-based, as the shopper counts. */
  number: number;
  entry: string;
  quantity: string;
  entryLabel: string;
  quantityLabel: string;
  /** `waiting`: typed, not looked up yet; `checking`: the lookup is on its way. */
  state: 'empty' | 'waiting' | 'checking' | 'ok' | 'error';
  productName: string;
  programName: string;
  price: string;
  level: string;
  message: string;
  invalid: 'entry' | 'quantity' | null;
  qualificationLink: boolean;
  /** '' when the lookup did not fail. */
  retryLabel: string;
  /** '' shows no thumbnail; set only once the thumbnails' code is here (use-row-thumbnails.ts). */
  imageUrl: string;
  notices: readonly string[];
}

/** Stable callbacks (they only dispatch), so they never cause a row to re-render. */
export interface RowHandlers {
  change: (id: string, field: 'entry' | 'quantity', value: string) => void;
  settle: (id: string) => void;
  touch: () => void;
  /** Settles the row as soon as the browser has inserted a pasted code. */
  settleSoon: (id: string) => void;
  pasteList: (id: string, items: PastedItem[]) => void;
  retry: (id: string) => void;
}

export interface QuickOrderRowProps {
  view: RowView;
  /** Unique per widget on the page. */
  idPrefix: string;
  handlers: RowHandlers;
  checkingText: string;
  tryAgainText: string;
  updateLinkText: string;
  qualificationHref: string;
}

/** Field by field (no reflection): this runs for every row on every keystroke. */
function sameView(a: RowView, b: RowView): boolean {
  return (
    a.id === b.id &&
    a.number === b.number &&
    a.entry === b.entry &&
    a.quantity === b.quantity &&
    a.entryLabel === b.entryLabel &&
    a.quantityLabel === b.quantityLabel &&
    a.state === b.state &&
    a.productName === b.productName &&
    a.programName === b.programName &&
    a.price === b.price &&
    a.level === b.level &&
    a.message === b.message &&
    a.invalid === b.invalid &&
    a.qualificationLink === b.qualificationLink &&
    a.retryLabel === b.retryLabel &&
    a.imageUrl === b.imageUrl &&
    a.notices.length === b.notices.length &&
    a.notices.every((notice, i) => notice === b.notices[i])
  );
}

function sameProps(a: QuickOrderRowProps, b: QuickOrderRowProps): boolean {
  return (
    sameView(a.view, b.view) &&
    a.idPrefix === b.idPrefix &&
    a.handlers === b.handlers &&
    a.checkingText === b.checkingText &&
    a.tryAgainText === b.tryAgainText &&
    a.updateLinkText === b.updateLinkText &&
    a.qualificationHref === b.qualificationHref
  );
}

/** One row of the quick order table: entry, quantity, and what the entry resolved to. */
export const QuickOrderRow = memo(function QuickOrderRow({
  view,
  idPrefix,
  handlers,
  checkingText,
  tryAgainText,
  updateLinkText,
  qualificationHref,
}: QuickOrderRowProps) {
  const { id } = view;
  const entryId = `${idPrefix}-${id}-entry`;
  const quantityId = `${idPrefix}-${id}-quantity`;
  const messageId = `${idPrefix}-${id}-message`;
  const detailsId = `${idPrefix}-${id}-details`;
  const hasDetails = view.productName !== '' || view.notices.length > 0;
  const Thumbnail = view.imageUrl === '' ? undefined : loadedRowThumbnails()?.ThumbnailImage;
  const entryDescribedBy =
    [view.invalid === 'entry' ? messageId : '', hasDetails ? detailsId : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isListPaste(text)) {
      handlers.settleSoon(id);
      return;
    }
    event.preventDefault();
    const items = splitPaste(text);
    if (items.length > 0) handlers.pasteList(id, items);
  };

  return (
    <tr part="item" className={`row row-${view.state}`} data-state={view.state}>
      <th scope="row" className="row-number">
        {view.number}
      </th>
      <td className="cell-entry">
        <label className="visually-hidden" htmlFor={entryId}>
          {view.entryLabel}
        </label>
        <input
          id={entryId}
          className="input input-entry"
          part="input"
          type="text"
          value={view.entry}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={view.invalid === 'entry' ? true : undefined}
          aria-describedby={entryDescribedBy}
          onChange={(event) => handlers.change(id, 'entry', event.currentTarget.value)}
          onFocus={handlers.touch}
          onBlur={() => handlers.settle(id)}
          onPaste={onPaste}
        />
      </td>
      <td className="cell-quantity">
        <label className="visually-hidden" htmlFor={quantityId}>
          {view.quantityLabel}
        </label>
        <input
          id={quantityId}
          className="input input-quantity"
          part="input"
          type="text"
          inputMode="numeric"
          value={view.quantity}
          autoComplete="off"
          aria-invalid={view.invalid === 'quantity' ? true : undefined}
          aria-describedby={view.invalid === 'quantity' ? messageId : undefined}
          onChange={(event) => handlers.change(id, 'quantity', event.currentTarget.value)}
          onFocus={handlers.touch}
          onBlur={() => handlers.settle(id)}
        />
      </td>
      <td className="cell-product">
        {view.state === 'checking' && <span className="checking">{checkingText}</span>}
        {hasDetails && (
          <div id={detailsId} className="details">
            {view.productName !== '' && (
              <>
                {Thumbnail && <Thumbnail src={view.imageUrl} size={40} className="row-image" />}
                <span className="product-name">{view.productName}</span>
                <span className="product-meta">
                  {view.programName} · {view.price} · {view.level}
                </span>
              </>
            )}
            {view.notices.map((notice) => (
              <span key={notice} className="notice">
                {notice}
              </span>
            ))}
          </div>
        )}
        {view.message !== '' && (
          <p id={messageId} className="row-message">
            {view.message}
            {view.qualificationLink && (
              <>
                {' '}
                <a href={qualificationHref}>{updateLinkText}</a>
              </>
            )}
          </p>
        )}
        {view.retryLabel !== '' && (
          <button
            type="button"
            className="button-link"
            aria-label={view.retryLabel}
            onClick={() => handlers.retry(id)}
          >
            {tryAgainText}
          </button>
        )}
      </td>
    </tr>
  );
}, sameProps);
