import { useEffect, useState } from 'react';
import { fetchCart } from '../../api/cart/get-cart';
import type { ReorderResult } from '../../api/orders/order-history.schema';
import { reorder } from '../../api/orders/reorder';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCartAction } from '../../ui/cart/use-cart-action';
import { ModalDialog } from '../../ui/dialog/modal-dialog';
import { reorderDialogMessages } from './reorder-dialog.messages';
import { ReorderOutcome } from './reorder-notes';

export interface ReorderDialogProps {
  orderCode: string;
  cartHref: string;
  onClose: () => void;
}

const byCode = (code: string) => code;

/** Reorder merges into the cart (a cart with items asks first); a double click adds once. */
export default function ReorderDialog({ orderCode, cartHref, onClose }: ReorderDialogProps) {
  const t = useTranslate(reorderDialogMessages);
  const [cartItems, setCartItems] = useState<number | null | 'unknown'>(null);
  const action = useCartAction(reorder, byCode, {
    action: 'reordered',
    // Its lines come with the result.
    requested: () => [],
    changed: (result: ReorderResult) =>
      result.lines.map((line) => ({ productCode: line.productCode, quantityAdded: line.added })),
    message: () => t('reorderFailed'),
  });
  const { run } = action;

  useEffect(() => {
    const controller = new AbortController();
    fetchCart({ userId: 'current', cartId: 'current' }, controller.signal)
      .then((cart) => {
        const count = cart?.totalUnitCount ?? 0;
        setCartItems(count);
        if (count === 0) void run(orderCode);
      })
      // The cart could not be read: ask, rather than add behind the shopper's back.
      .catch(() => {
        if (!controller.signal.aborted) setCartItems('unknown');
      });
    return () => controller.abort();
  }, [orderCode, run]);

  const { state } = action;
  const pending = state.status === 'pending';
  let body;
  if (state.status === 'done') {
    body = (
      <>
        <div className="reorder-result" role="status">
          <ReorderOutcome result={state.result} t={t} />
        </div>
        <div className="dialog-actions">
          <a className="button-primary" href={cartHref}>
            {t('goToCart')}
          </a>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </>
    );
  } else if (cartItems === null || (cartItems === 0 && state.status !== 'failed')) {
    body = (
      <p className="progress" role="status">
        {t('reordering')}
      </p>
    );
  } else {
    const failed = state.status === 'failed';
    body = (
      <>
        {cartItems !== 'unknown' && cartItems > 0 ? (
          <p className="dialog-text">{t('reorderMerge', { count: cartItems, code: orderCode })}</p>
        ) : null}
        {failed ? (
          <p className="error-text" role="alert">
            {t('reorderFailed')}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button
            type="button"
            className="button-primary"
            aria-disabled={pending || undefined}
            onClick={pending ? undefined : () => void run(orderCode)}
          >
            {failed ? t('tryAgain') : t('reorderConfirm')}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
        <p className="progress" role="status">
          {pending ? t('reordering') : ''}
        </p>
      </>
    );
  }
  return (
    <ModalDialog
      open
      title={t('reorderTitle', { code: orderCode })}
      onClose={pending ? () => undefined : onClose}
      className="confirm-dialog"
    >
      {body}
    </ModalDialog>
  );
}
