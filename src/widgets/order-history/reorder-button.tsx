import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { reorderButtonMessages } from './reorder-button.messages';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';

/** The reorder dialog's code loads when the shopper first presses Reorder. */
const ReorderDialog = lazyPart(
  () => import('./reorder-dialog'),
  (m) => m.default,
);

export interface ReorderButtonProps {
  orderCode: string;
  /** The cart page the outcome links to. */
  cartHref: string;
  className: string;
  /** The id of a hint that describes what Reorder does (the order details page's). */
  describedBy?: string | undefined;
  /**
   * One of many (a row of the history list): its accessible name says which order
   * ("Reorder W09000016"), its visible text stays "Reorder".
   */
  namedByOrder?: boolean | undefined;
}

/**
 * Reorder, wherever an order is shown (its details page, each row of the history list): the
 * button and the one reorder flow it opens (reorder-dialog.tsx: the confirmation that says the
 * order is merged into the cart, then the line-by-line notes). When the dialog closes, the focus
 * comes back to this button rather than to the page's body.
 */
export function ReorderButton({
  orderCode,
  cartHref,
  className,
  describedBy,
  namedByOrder = false,
}: ReorderButtonProps) {
  const t = useTranslate(reorderButtonMessages);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={className}
        part="trigger"
        aria-label={namedByOrder ? t('reorderOrder', { code: orderCode }) : undefined}
        aria-describedby={describedBy}
        ref={button}
        onClick={() => setOpen(true)}
      >
        {t('reorder')}
      </button>
      {open ? (
        <PartBoundary fallback={null}>
          <ReorderDialog orderCode={orderCode} cartHref={cartHref} onClose={() => setOpen(false)} />
        </PartBoundary>
      ) : null}
    </>
  );
}
