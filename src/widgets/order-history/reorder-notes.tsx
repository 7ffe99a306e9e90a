import type { ReorderLine, ReorderResult } from '../../api/orders/order-history.schema';
import type { Translate } from '../../core/i18n/messages';
import type { ReorderDialogMessageKey } from './reorder-dialog.messages';

/** What to tell the shopper about one line; nothing when it went in as ordered. */
export function reorderNote(
  line: ReorderLine,
  t: Translate<ReorderDialogMessageKey>,
): string | null {
  const name = line.productName;
  switch (line.status) {
    case 'outOfStock':
      return t('noteOutOfStock', { name });
    case 'notBuyable':
      return t('noteNotBuyable', { name });
    case 'reduced':
      return t('noteReduced', { name, added: line.added, ordered: line.ordered });
    case 'repriced':
      return t('noteRepriced', {
        name,
        current: line.currentPrice?.formattedValue ?? '',
        ordered: line.orderedPrice?.formattedValue ?? '',
      });
    case 'added':
      return null;
  }
}

export function ReorderOutcome({
  result,
  t,
}: {
  result: ReorderResult;
  t: Translate<ReorderDialogMessageKey>;
}) {
  const added = result.lines.filter((line) => line.added > 0).length;
  const notes = result.lines.flatMap((line) => {
    const note = reorderNote(line, t);
    return note ? [{ code: line.productCode, note }] : [];
  });
  return (
    <div className="reorder-outcome">
      <p className="reorder-summary">
        {added > 0
          ? t('reorderDone', { added, total: result.lines.length, code: result.orderCode })
          : t('reorderNone', { code: result.orderCode })}
      </p>
      {notes.length > 0 ? (
        <ul className="reorder-notes">
          {notes.map(({ code, note }) => (
            <li key={code} data-product-code={code}>
              {note}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
