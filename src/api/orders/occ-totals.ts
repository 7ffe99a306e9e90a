import { round2 } from '../../rules/money/price-format';
import { derivedPrice } from '../cart/cart-converter';
import type { CheckoutTotals } from '../checkout/delivery-and-totals.schema';
import type { Price } from '../products/product.schema';

/** OCC's order or quote money as our totals: VAT apart from sales tax (one OCC `totalTax`). */
export interface OccMoney {
  /** Our entries' values before their discounts. */
  lines: readonly { totalPrice: Price }[];
  totalDiscounts?: Price | undefined;
  /** Else the parts it is the sum of. */
  discounts: readonly (Price | undefined)[];
  deliveryCost?: Price | undefined;
  totalTax?: Price | undefined;
  totalVat?: Price | undefined;
  totalPrice: Price;
  totalPriceWithTax?: Price | undefined;
  net?: boolean | undefined;
}

export function occTotals(occ: OccMoney, like: Price): CheckoutTotals {
  const money = (value: number) => derivedPrice(round2(value), like);
  const gross = occ.lines.reduce((sum, line) => sum + line.totalPrice.value, 0);
  const discounts = occ.discounts.reduce((sum, part) => sum + (part?.value ?? 0), 0);
  const vat = occ.totalVat?.value ?? 0;
  const tax = occ.totalTax?.value ?? 0;
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
