import type { CartMessage } from './cart.messages';

// A line's quantity, checked as the shopper types it: quick order's rows and the cart's lines.
// Apart from quick order's rules, which the cart page needs none of.

export type QuantityCheck =
  | { ok: true; quantity: number }
  | {
      ok: false;
      error: 'quantityRequired' | 'quantityNotPositive' | 'belowMinimum' | 'aboveMaximum';
      message: CartMessage;
    };

const DIGITS = /^\d+$/;

/** Spec section 5: required, whole digits only ('1.5', '1e2', '0' fail), then min and max. */
export function checkQuantity(
  value: string | number,
  limits: { minOrderQuantity?: number; maxOrderQuantity?: number } = {},
): QuantityCheck {
  const text = typeof value === 'number' ? '' : value.trim();
  if (typeof value === 'number' ? Number.isNaN(value) : text === '') {
    return { ok: false, error: 'quantityRequired', message: { key: 'quantity.required' } };
  }
  const quantity =
    typeof value === 'number' ? value : DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    return { ok: false, error: 'quantityNotPositive', message: { key: 'quantity.notPositive' } };
  }
  const min = limits.minOrderQuantity;
  if (min !== undefined && quantity < min) {
    return {
      ok: false,
      error: 'belowMinimum',
      message: { key: 'quantity.belowMinimum', params: { min } },
    };
  }
  const max = limits.maxOrderQuantity;
  if (max !== undefined && quantity > max) {
    return {
      ok: false,
      error: 'aboveMaximum',
      message: { key: 'quantity.aboveMaximum', params: { max } },
    };
  }
  return { ok: true, quantity };
}
