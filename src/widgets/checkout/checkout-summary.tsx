import { useId, useState } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import type { CheckoutState } from '../../api/checkout/checkout.schema';
import type { Translate } from '../../core/i18n/messages';
import { cartMessages } from '../../rules/cart/cart.messages';
import { shippingNotes, type ShippingNote } from '../../rules/cart/shipping-notes';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFlag, useSite } from '../../core/react/use-store';
import { cartDiscountLabel, discountLabelText } from '../../ui/cart/cart-totals';
import { ModalDialog } from '../../ui/modal-dialog';
import type { CheckoutMessageKey } from './checkout.messages';
import type { CheckoutContentKey } from './checkout-content.messages';
import type { ContentText } from './use-content-text';

export const NOTE_TEXT: Readonly<Record<ShippingNote, CheckoutContentKey>> = {
  japanPhilippines: 'japanPhilippinesNotice',
  splitShipment: 'splitShipmentNotice',
  taxExempt: 'taxExemptNotice',
};

/** The shipping and tax notes (spec section 9), now for the order's own address and account. */
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

/**
 * Beside every step: the items in the cart with the qualification level each needs (and the
 * levels explained), then what the order costs so far: subtotal, discounts under the discount
 * label of spec section 4, shipping, tax, VAT (its own line when the VAT flag is on) and total,
 * and the shipping notes.
 */
export function CheckoutSummary({ cart, checkout, t, text }: CheckoutSummaryProps) {
  const ids = useId();
  const site = useSite();
  const tr = useTranslate(cartMessages);
  const uap = useFlag('upc');
  const orgDiscount = useFlag('organisation-level-discount');
  const vatFlag = useFlag('vat');
  const [infoOpen, setInfoOpen] = useState(false);
  const { totals } = checkout;
  const label = cartDiscountLabel(cart, { uap, orgDiscount });
  const notes = orderNotes(cart, checkout, site.locale);
  const money = (value: number) =>
    new Intl.NumberFormat(site.locale, {
      style: 'currency',
      currency: totals.totalPrice.currencyIso,
    }).format(value);
  // Without the VAT flag, VAT is not told apart: it is part of the tax line.
  const taxText =
    vatFlag || totals.totalVat.value === 0
      ? totals.totalTax.formattedValue
      : money(totals.totalTax.value + totals.totalVat.value);

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
          </li>
        ))}
      </ul>
      <button type="button" className="button-link" onClick={() => setInfoOpen(true)}>
        {t('qualificationInfoButton')}
      </button>
      <ModalDialog
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
      </ModalDialog>
      <dl className="checkout-totals" aria-label={t('reviewTitle')}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{totals.subTotal.formattedValue}</dd>
        </div>
        {totals.totalDiscounts.value > 0 && (
          <div className="totals-discount" data-discount-label={label.kind}>
            <dt>{discountLabelText(label, tr)}</dt>
            <dd>−{totals.totalDiscounts.formattedValue}</dd>
          </div>
        )}
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{totals.deliveryCost?.formattedValue ?? t('shippingNotChosen')}</dd>
        </div>
        <div>
          <dt>{t('tax')}</dt>
          <dd>{taxText}</dd>
        </div>
        {vatFlag && totals.totalVat.value > 0 && (
          <div>
            <dt>{t('vat')}</dt>
            <dd>{totals.totalVat.formattedValue}</dd>
          </div>
        )}
        <div className="totals-total">
          <dt>{t('total')}</dt>
          <dd>{totals.totalPrice.formattedValue}</dd>
        </div>
      </dl>
      {label.limitReached && (
        <p className="uap-limit">{tr(label.limitReached.key, label.limitReached.params)}</p>
      )}
      {notes.length > 0 && (
        <ul className="shipping-notes">
          {notes.map((note) => (
            <li key={note}>{text(NOTE_TEXT[note])}</li>
          ))}
        </ul>
      )}
    </aside>
  );
}
