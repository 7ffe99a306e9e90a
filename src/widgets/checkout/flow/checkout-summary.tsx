import { useId, useState } from 'react';
import type { Cart } from '../../../api/cart/cart.schema';
import type { CheckoutState } from '../../../api/checkout/checkout.schema';
import type { Translate } from '../../../core/i18n/messages';
import { shippingNotes, type ShippingNote } from '../../../rules/cart/shipping-notes';
import { useFlag, useSite } from '../../../core/react/use-store';
import { CartTotals } from '../../../ui/cart/cart-totals';
import { cartDisplayMessages } from '../../../ui/cart/cart-display.messages';
import { deliveryTaxRows } from '../../../ui/cart/delivery-tax-rows';
import { useTranslate } from '../../../core/i18n/use-translate';
import { LazyModalDialog } from '../../../ui/dialog/lazy-modal-dialog';
import { LazyTrainingDetailsSummary } from '../../../ui/training/lazy-training-parts';
import { PartBoundary } from '../../../ui/lazy/lazy-part';
import type { CheckoutMessageKey } from './checkout.messages';
import type { CheckoutContentKey } from '../../../ui/checkout/checkout-content.messages';
import type { ContentText } from '../../../ui/checkout/use-content-text';

export const NOTE_TEXT: Readonly<Record<ShippingNote, CheckoutContentKey>> = {
  japanPhilippines: 'japanPhilippinesNotice',
  splitShipment: 'splitShipmentNotice',
  taxExempt: 'taxExemptNotice',
};

/** The shipping and tax notes (spec section 9) for the order's own address and account. */
export function orderNotes(
  cart: Cart,
  checkout: CheckoutState,
  locale: Parameters<typeof shippingNotes>[0]['locale'],
) {
  return shippingNotes({
    locale,
    shippingCountryIso: checkout.deliveryAddress?.country ?? null,
    entries: cart.entries,
    accountType: checkout.customerAccount?.type,
    taxExempt: checkout.customerAccount?.taxExempt ?? false,
  });
}

interface CheckoutSummaryProps {
  cart: Cart;
  checkout: CheckoutState;
  t: Translate<CheckoutMessageKey>;
  text: ContentText;
}

/** Beside every step: the items with their qualification levels, the totals so far and the notes. */
export function CheckoutSummary({ cart, checkout, t, text }: CheckoutSummaryProps) {
  const ids = useId();
  const site = useSite();
  const vatFlag = useFlag('vat');
  const td = useTranslate(cartDisplayMessages);
  const [infoOpen, setInfoOpen] = useState(false);
  const { totals } = checkout;
  const notes = orderNotes(cart, checkout, site.locale);
  return (
    <aside className="checkout-aside" aria-labelledby={`${ids}-items`}>
      <h2 id={`${ids}-items`} className="aside-title">
        {text('itemsInCartTitle')}
      </h2>
      <ul className="checkout-items">
        {cart.entries.map((entry) => (
          <li
            key={entry.product.code}
            className="checkout-item"
            part="item"
            data-product-code={entry.product.code}
          >
            <span className="item-name">{entry.product.name}</span>
            <span className="item-facts">
              <span className={`level-badge level-${entry.product.qualificationLevel}`}>
                <span aria-hidden="true">
                  {t('level', { level: entry.product.qualificationLevel })}
                </span>
                <span className="visually-hidden">
                  {t('levelLong', { level: entry.product.qualificationLevel })}
                </span>
              </span>
              <span>{t('quantity', { quantity: entry.quantity })}</span>
              <span className="item-price">{entry.totalPrice.formattedValue}</span>
            </span>
            {entry.trainingDetails && (
              <PartBoundary>
                <LazyTrainingDetailsSummary details={entry.trainingDetails} compact />
              </PartBoundary>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="button-link" onClick={() => setInfoOpen(true)}>
        {t('qualificationInfoButton')}
      </button>
      <LazyModalDialog
        open={infoOpen}
        title={text('qualificationInfoTitle')}
        onClose={() => setInfoOpen(false)}
      >
        <p>{text('qualificationInfo')}</p>
        <div className="dialog-actions">
          <button type="button" className="button-primary" onClick={() => setInfoOpen(false)}>
            {t('close')}
          </button>
        </div>
      </LazyModalDialog>
      <CartTotals
        cart={cart}
        headingLevel="h3"
        amounts={totals}
        extraRows={deliveryTaxRows(totals, {
          vatFlag,
          locale: site.locale,
          t: td,
          ships: checkout.requires.shipping,
        })}
        notes={notes.map((note) => text(NOTE_TEXT[note]))}
      />
    </aside>
  );
}
