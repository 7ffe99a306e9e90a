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

// A cart's totals with the discount label (spec section 4) and shipping notes (spec section 9).

export interface TotalsRow {
  label: string;
  value: string;
}

export interface DiscountFlags {
  /** Spec section 9's `upc` flag: the only UAP switch the flags have. */
  uap: boolean;
  orgDiscount: boolean;
}

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

export function discountLabelText(
  label: DiscountLabel,
  tr: Translate<keyof typeof cartMessages.en>,
): string {
  return label.kind === 'generic' ? tr(label.message.key, label.message.params) : label.text;
}

/**
 * The cart has no shipping address, availability or tax status: the country comes from the site,
 * and an organisation counts as tax-exempt (the note explains exemption; see
 * docs/decisions/rules-shipping-notes.md).
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
  label: DiscountLabel;
  /** Lines between the discounts and the total (shipping, tax, VAT). */
  extraRows?: readonly TotalsRow[];
  notes?: readonly string[];
  headingLevel?: 'h2' | 'h3';
}

/** The totals list, fed from a cart (CartTotals) or from an order (the confirmation). */
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
  /** The checkout's amounts (with delivery and taxes) instead of the cart's. */
  amounts?: Pick<Cart, 'subTotal' | 'totalDiscounts' | 'totalPrice'>;
  extraRows?: readonly TotalsRow[];
  /** Default: the cart's shipping notes. */
  notes?: readonly string[];
}

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
