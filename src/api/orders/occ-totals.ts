import { round2 } from '../../rules/money/price-format';
import { derivedPrice } from '../cart/cart-converter';
import type { CheckoutTotals } from '../checkout/checkout.schema';
import type { Price } from '../products/product.schema';

/**
 * OCC's money of an order or a quote as our totals. OCC's entries are after their discounts and
 * its one `totalTax` holds the store's `totalVat` too; ours show the lines before their discounts,
 * the discounts beside them, sales tax and VAT apart, and a total of everything.
 */
export interface OccMoney {
  /** Our entries' values before their discounts (toCartEntry's `totalPrice`). */
  lines: readonly { totalPrice: Price }[];
  /** Every discount, when OCC sends it as one amount (an order's `totalDiscounts`). */
  totalDiscounts?: Price | undefined;
  /** Else the parts it is the sum of (product, order and, on a quote, the seller's discounts). */
  discounts: readonly (Price | undefined)[];
  deliveryCost?: Price | undefined;
  totalTax?: Price | undefined;
  totalVat?: Price | undefined;
  totalPrice: Price;
  totalPriceWithTax?: Price | undefined;
  /** Prices without tax (tax added on top). */
  net?: boolean | undefined;
}

/** Derived amounts are written as the cart's are (derivedPrice), in the currency of `like`. */
export function occTotals(occ: OccMoney, like: Price): CheckoutTotals {
  const money = (value: number) => derivedPrice(round2(value), like);
  const gross = occ.lines.reduce((sum, line) => sum + line.totalPrice.value, 0);
  const discounts = occ.discounts.reduce((sum, part) => sum + (part?.value ?? 0), 0);
  const vat = occ.totalVat?.value ?? 0;
  const tax = occ.totalTax?.value ?? 0;
  // OCC's own amounts where they mean ours; derived (in the page's locale) where they do not.
  return {
    subTotal: money(gross),
    totalDiscounts: occ.totalDiscounts ?? money(discounts),
    ...(occ.deliveryCost ? { deliveryCost: occ.deliveryCost } : {}),
    totalTax: vat === 0 && occ.totalTax ? occ.totalTax : money(tax - vat),
    totalVat: occ.totalVat ?? money(0),
    // A net store adds the tax to OCC's totalPrice; a gross store's prices already hold it.
    totalPrice: occ.totalPriceWithTax ?? money(occ.totalPrice.value + (occ.net ? tax : 0)),
  };
}
