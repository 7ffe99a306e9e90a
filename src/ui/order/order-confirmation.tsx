import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../api/orders/order.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useContentText } from '../checkout/use-content-text';
import { LazyModalDialog } from '../dialog/lazy-modal-dialog';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './order-confirmation.css?inline';
import { OrderFacts } from './order-facts';
import { AccessCodes } from './access-codes';
import { OrderedProducts } from './ordered-products';
import { OrderTotals } from './order-totals';
import { orderMessages } from './order.messages';
import { useOrderDate } from './use-order-date';
import { focusOutcome } from '../focus/focus-outcome';

export interface OrderConfirmationProps {
  order: Order;
  /** Just placed (not a reload): the heading takes focus, so the shopper hears the outcome. */
  justPlaced?: boolean;
}

/** The order confirmation (spec section 2), for the checkout and `<store-order-confirmation>`. */
export function OrderConfirmation({ order, justPlaced = false }: OrderConfirmationProps) {
  useComponentSheet(css);
  const t = useTranslate(orderMessages);
  const text = useContentText();
  const date = useOrderDate();
  const onHold = order.status === 'ON_HOLD';
  const [holdOpen, setHoldOpen] = useState(onHold && justPlaced);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Under the on-hold notice the heading is inert: the notice gives it the focus when it closes.
  const focusNow = justPlaced && !onHold;
  useEffect(() => {
    if (focusNow) focusOutcome(headingRef.current);
  }, [focusNow]);

  const { totals } = order;

  return (
    <div
      className="order-confirmation"
      data-order-code={order.code}
      data-order-status={order.status}
    >
      <h2 ref={headingRef} tabIndex={-1} className="confirmation-title">
        {t('thanks')}
      </h2>
      {onHold && (
        <p className="on-hold-notice" role="status">
          {t('onHoldNotice')} {text('onHoldText')}
        </p>
      )}
      <p className="email-notice">{text('confirmationEmailNotice')}</p>
      {/* The page's own next steps (a slot of the widget showing the confirmation). */}
      <slot name="next-steps" />
      <OrderFacts order={order} date={date} />
      <OrderedProducts
        entries={order.entries}
        title={t('orderedProducts')}
        date={date}
        codes={AccessCodes}
      />
      <OrderTotals totals={totals} />
      {/* Opens only as an on-hold order is placed: a reloaded confirmation never needs its code. */}
      <LazyModalDialog
        open={holdOpen}
        title={text('onHoldTitle')}
        onClose={() => setHoldOpen(false)}
        returnFocus={headingRef}
      >
        <p>{text('onHoldText')}</p>
        <p>{text('confirmationEmailNotice')}</p>
        <div className="dialog-actions">
          <button type="button" className="button-primary" onClick={() => setHoldOpen(false)}>
            {t('onHoldClose')}
          </button>
        </div>
      </LazyModalDialog>
    </div>
  );
}
