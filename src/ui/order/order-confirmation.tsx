import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../api/orders/order.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { CARD_BRAND_NAMES } from '../../rules/card/card-brand';
import { useContentText } from '../checkout/use-content-text';
import { AddressText } from '../forms/address-text';
import { ModalDialog } from '../modal-dialog';
import { useComponentSheet } from '../use-component-sheet';
import css from './order-confirmation.css?inline';
import { Fact } from './order-fact';
import { OrderedProducts } from './ordered-products';
import { OrderTotals } from './order-totals';
import { orderMessages } from './order.messages';

/** A date (ISO date or date-time) in the site's language: "November 23, 2026". */
function useDate() {
  const { locale } = useSite();
  return (iso: string) => {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
    const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      ...(dateOnly ? { timeZone: 'UTC' } : {}),
    }).format(date);
  };
}

export interface OrderConfirmationProps {
  order: Order;
  /** Just placed (not a reload): the heading takes focus, so the shopper hears the outcome. */
  justPlaced?: boolean;
}

/**
 * The order confirmation (spec section 2; issue 10): the web reference number, every order label
 * of spec section 3, the ordered products with their access codes, the on-hold dialog (about 48
 * hours of checks, email sent), the extra-processing note, the confirmation email note. Shared by
 * the checkout (right after Place order) and `<store-order-confirmation>` (its own URL, reloads).
 */
export function OrderConfirmation({ order, justPlaced = false }: OrderConfirmationProps) {
  useComponentSheet(css);
  const t = useTranslate(orderMessages);
  const text = useContentText();
  const date = useDate();
  const onHold = order.status === 'ON_HOLD';
  const [holdOpen, setHoldOpen] = useState(onHold && justPlaced);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justPlaced) headingRef.current?.focus();
  }, [justPlaced]);

  const { totals, payment } = order;
  const paymentText =
    payment.type === 'CARD'
      ? t('cardEndingIn', { brand: CARD_BRAND_NAMES[payment.brand], last4: payment.last4 })
      : payment.type === 'PURCHASE_ORDER'
        ? t('purchaseOrder', { number: payment.poNumber })
        : t('bankTransfer');

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
      <dl className="order-facts">
        <Fact label={t('webReference')}>
          <strong className="web-reference">{order.code}</strong>{' '}
          <span className="fact-hint">{t('webReferenceHint')}</span>
        </Fact>
        <Fact label={t('datePlaced')}>{date(order.created)}</Fact>
        <Fact label={t('placedBy')}>
          {order.placedBy.customerService
            ? t('placedByService', { name: order.placedBy.name })
            : order.placedBy.name}
        </Fact>
        <Fact label={t('customerAccount')}>
          {order.customerAccount.name}
          {order.customerAccount.accountNumber && ` (${order.customerAccount.accountNumber})`}
        </Fact>
        <Fact label={t('qualifiedUser')}>
          {order.qualifiedUser.name}, {order.qualifiedUser.email}
        </Fact>
        {(order.qglobalAccountNumber || order.qglobalAccountNew) && (
          <Fact label={t('qglobalAccount')}>{order.qglobalAccountNumber ?? t('qglobalNew')}</Fact>
        )}
        {order.aimswebAccountNumber && (
          <Fact label={t('aimswebAccount')}>{order.aimswebAccountNumber}</Fact>
        )}
        <Fact label={t('payment')}>{paymentText}</Fact>
        {payment.type === 'CARD' && payment.billingAddress && (
          <Fact label={t('cardBilling')}>
            <AddressText address={payment.billingAddress} />
          </Fact>
        )}
        <Fact label={t('billing')}>
          <AddressText address={order.billingAddress} />
        </Fact>
        <Fact label={t('shipping')}>
          <AddressText address={order.deliveryAddress} />
        </Fact>
        <Fact label={t('shippingMethod')}>
          {order.deliveryMode.name} ({order.deliveryMode.description})
        </Fact>
        {order.appliedVouchers.length > 0 && (
          <Fact label={t('promotions')}>
            {order.appliedVouchers.map((voucher) => `${voucher.code}: ${voucher.name}`).join('; ')}
          </Fact>
        )}
        {order.uapDiscount && (
          <Fact label={t('uapDiscounts')}>−{order.uapDiscount.formattedValue}</Fact>
        )}
      </dl>
      <OrderedProducts entries={order.entries} title={t('orderedProducts')} date={date} />
      <OrderTotals totals={totals} />
      <ModalDialog open={holdOpen} title={text('onHoldTitle')} onClose={() => setHoldOpen(false)}>
        <p>{text('onHoldText')}</p>
        <p>{text('confirmationEmailNotice')}</p>
        <div className="dialog-actions">
          <button type="button" className="button-primary" onClick={() => setHoldOpen(false)}>
            {t('onHoldClose')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
