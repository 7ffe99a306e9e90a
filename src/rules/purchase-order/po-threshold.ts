import { USD_RATES } from '../cart/aimsweb';
import { formatMoney } from '../money/price-format';

/** Spec sections 4 and 9 (amount ours): invoicing a smaller order costs more than a card does. */
export const PO_MINIMUM_USD = 100;

export interface PoThresholdInput {
  /** After discounts, in the cart's currency. */
  subtotal: number;
  currency: string;
  locale?: string;
}

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
