import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { reorderButtonMessages } from './reorder-button.messages';
import { lazyPart, PartBoundary } from '../../ui/lazy/lazy-part';

const ReorderDialog = lazyPart(
  () => import('./reorder-dialog'),
  (m) => m.default,
);

export interface ReorderButtonProps {
  orderCode: string;
  cartHref: string;
  className: string;
  describedBy?: string | undefined;
  /** In a list row: the accessible name says which order; the visible text stays "Reorder". */
  namedByOrder?: boolean | undefined;
}

/** Reorder and its dialog; the focus returns to this button when the dialog closes. */
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
