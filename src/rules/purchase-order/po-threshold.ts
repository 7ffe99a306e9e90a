import { USD_RATES } from '../cart/aimsweb';
import { formatMoney } from '../money/price-format';

/**
 * The purchase-order threshold (spec section 9: "PO threshold (off)"; section 4: "a subtotal
 * threshold applies, amount not shown"). Our amount: a purchase order is accepted for a subtotal
 * of at least PO_MINIMUM_USD (its equivalent on other sites, at the same rates as the aimswebPlus
 * minimum): invoicing a smaller order costs the organisation more than paying it by card. It
 * applies only with the po-threshold flag on.
 */
export const PO_MINIMUM_USD = 100;

export interface PoThresholdInput {
  /** The order's subtotal after discounts, in the cart's currency. */
  subtotal: number;
  currency: string;
  /** BCP 47 locale the amount in the message is formatted for. */
  locale?: string;
}

/** Undefined when a purchase order may pay this subtotal; else the message with its amount. */
export function poThresholdProblem(
  input: PoThresholdInput,
): { key: 'purchaseOrder.belowThreshold'; params: { amount: string } } | undefined {
  const rate = USD_RATES[input.currency] ?? 1;
  const minimum = Math.round(PO_MINIMUM_USD * rate * 100) / 100;
  if (input.subtotal >= minimum) return undefined;
  return {
    key: 'purchaseOrder.belowThreshold',
    params: { amount: formatMoney(minimum, input.currency, input.locale) },
  };
}
