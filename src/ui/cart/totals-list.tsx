import { useId } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import type { DiscountLabel } from '../../rules/cart/discount-label';
import { discountMessages, type DiscountMessageKey } from '../../rules/cart/discount.messages';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { cartDisplayMessages } from './cart-display.messages';

// The totals list of a cart, an order or a quote, with its discount label (spec section 4). A
// cart's own totals (its shipping notes, its flags) are cart-totals.tsx: an order's page needs
// none of the cart's rule texts.

export interface TotalsRow {
  label: string;
  value: string;
}

export function discountLabelText(label: DiscountLabel, tr: Translate<DiscountMessageKey>): string {
  return label.kind === 'generic' ? tr(label.message) : label.text;
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
  const tr = useTranslate(discountMessages);
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
      {label.limitReached && <p className="uap-limit">{tr(label.limitReached)}</p>}
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
