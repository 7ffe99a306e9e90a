import { useId } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import { cartMessages } from '../../rules/cart/cart.messages';
import { discountLabel, type DiscountLabel } from '../../rules/cart/discount-label';
import { shippingNoteMessages, type ShippingNotesInput } from '../../rules/cart/shipping-notes';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import type { Locale } from '../../core/locale/locales';
import { useFlag, useSite } from '../../core/react/use-store';
import { cartDisplayMessages } from './cart-display.messages';

/**
 * A cart's totals (subtotal, discounts under the label of spec section 4, total) and the shipping
 * notes of spec section 9, shown wherever the shopper sees totals. The host widget styles the
 * classes `cart-totals`, `totals`, `totals-discount`, `totals-total`, `uap-limit`, `shipping-notes`.
 */

/** An amount line of the totals: its label and its formatted amount. */
export interface TotalsRow {
  label: string;
  value: string;
}

export interface DiscountFlags {
  /** The UAP feature: spec section 9's "UPC" flag (`upc`), the only UAP switch the flags have. */
  uap: boolean;
  /** The organisation-level-discount flag. */
  orgDiscount: boolean;
}

/** The discount label rule fed from a cart and the store flags. */
export function cartDiscountLabel(
  cart: Pick<Cart, 'uapStatus' | 'uapLabel' | 'orgDiscountStatus' | 'orgDiscountLabel'>,
  flags: DiscountFlags,
): DiscountLabel {
  return discountLabel({
    uapStatus: cart.uapStatus,
    uapFeatureEnabled: flags.uap,
    uapLabel: cart.uapLabel,
    orgDiscountFlag: flags.orgDiscount,
    oldStatus: cart.orgDiscountStatus,
    orgLabel: cart.orgDiscountLabel,
  });
}

/** The label's text in the page's language. */
export function discountLabelText(
  label: DiscountLabel,
  tr: Translate<keyof typeof cartMessages.en>,
): string {
  return label.kind === 'generic' ? tr(label.message.key, label.message.params) : label.text;
}

/**
 * The shipping-notes input for a cart. The cart carries no shipping address, availability or tax
 * status, so (our decisions): the country comes from the site alone (ja-jp, the site that serves
 * Japan and the Philippines, is the rule's own case); entries carry no availability, so the
 * split-shipment note shows only once the platform sends one; an organisation account counts as
 * tax-exempt for the note, which tells organisations how exemption works (the platform knows
 * whether the certificate is on file, the cart does not).
 */
export function cartShippingInput(
  cart: Pick<Cart, 'entries' | 'user'>,
  locale: Locale,
): ShippingNotesInput {
  return {
    locale,
    entries: cart.entries,
    accountType: cart.user.accountType,
    taxExempt: cart.user.accountType === 'ORGANIZATION',
  };
}

interface TotalsListProps {
  amounts: Pick<Cart, 'subTotal' | 'totalDiscounts' | 'totalPrice'>;
  /** The discounts' label (spec section 4), and the UAP-limit message when it applies. */
  label: DiscountLabel;
  /** Lines between the discounts and the total (shipping, tax, VAT). */
  extraRows?: readonly TotalsRow[];
  /** The notes under the totals, as texts. */
  notes?: readonly string[];
  headingLevel?: 'h2' | 'h3';
}

/**
 * Totals as the shopper reads them: subtotal, discounts under their label, any further lines, the
 * total, the UAP-limit message and the notes. CartTotals feeds it from a cart; the order
 * confirmation from an order.
 */
export function TotalsList({
  amounts,
  label,
  extraRows = [],
  notes = [],
  headingLevel: Heading = 'h2',
}: TotalsListProps) {
  const t = useTranslate(cartDisplayMessages);
  const tr = useTranslate(cartMessages);
  const headingId = useId();
  return (
    <section className="cart-totals" aria-labelledby={headingId}>
      <Heading id={headingId} className="totals-heading">
        {t('orderSummary')}
      </Heading>
      <dl className="totals">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{amounts.subTotal.formattedValue}</dd>
        </div>
        {amounts.totalDiscounts.value > 0 && (
          <div className="totals-discount" data-discount-label={label.kind}>
            <dt>{discountLabelText(label, tr)}</dt>
            <dd>−{amounts.totalDiscounts.formattedValue}</dd>
          </div>
        )}
        {extraRows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="totals-total">
          <dt>{t('total')}</dt>
          <dd>{amounts.totalPrice.formattedValue}</dd>
        </div>
      </dl>
      {label.limitReached && (
        <p className="uap-limit">{tr(label.limitReached.key, label.limitReached.params)}</p>
      )}
      {notes.length > 0 && (
        <ul className="shipping-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface CartTotalsProps {
  cart: Cart;
  headingLevel?: 'h2' | 'h3';
  /**
   * The amounts to show instead of the cart's own (the checkout's, which include delivery and
   * taxes); the discount line keeps the cart's discount label.
   */
  amounts?: Pick<Cart, 'subTotal' | 'totalDiscounts' | 'totalPrice'>;
  /** Lines between the discounts and the total (shipping, tax, VAT). */
  extraRows?: readonly TotalsRow[];
  /** The notes under the totals, as texts (default: the cart's shipping notes). */
  notes?: readonly string[];
}

/** A cart's totals: its discount label (spec section 4) and shipping notes (spec section 9). */
export function CartTotals({
  cart,
  headingLevel,
  amounts = cart,
  extraRows,
  notes,
}: CartTotalsProps) {
  const tr = useTranslate(cartMessages);
  const site = useSite();
  const uap = useFlag('upc');
  const orgDiscount = useFlag('organisation-level-discount');
  const noteTexts =
    notes ??
    shippingNoteMessages(cartShippingInput(cart, site.locale)).map((note) =>
      tr(note.key, note.params),
    );
  return (
    <TotalsList
      amounts={amounts}
      label={cartDiscountLabel(cart, { uap, orgDiscount })}
      extraRows={extraRows}
      notes={noteTexts}
      headingLevel={headingLevel}
    />
  );
}
