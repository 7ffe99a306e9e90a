/**
 * The ordered products of an order (spec section 3): a digital product has one access code per
 * unit, an aimswebPlus subscription seats on its account, a physical one a shipping date.
 */
import type { OrderEntry } from '../../api/orders/order.schema';
import { addDays, dayNumber, type IsoDate } from '../../rules/form/calendar-date';
import { renderCart } from './cart-render';
import { type StoredCart } from './cart-store';
import { type PricingContext } from './pricing-context';

/** Business days between the order and a physical product leaving the warehouse. */
const DAYS_TO_SHIP = 2;

/** 0 = Sunday … 6 = Saturday (day 0, 1970-01-01, was a Thursday). */
const weekday = (date: IsoDate) => ((dayNumber(date) ?? 0) + 4) % 7;

export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    const day = weekday(current);
    if (day !== 0 && day !== 6) left -= 1;
  }
  return current;
}

/** Letters and digits that cannot be mistaken for one another when typed (no I, O, 0, 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A single-use access code, e.g. `QG7K-3M9P-2Q4X`. */
export function newAccessCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const characters = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? 'A');
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

export function orderEntries(
  cart: StoredCart,
  context: PricingContext,
  orderDate: IsoDate,
): OrderEntry[] {
  const { entries } = renderCart(cart, context);
  return entries.map((entry, index) => {
    const stored = cart.entries[index];
    const release = stored?.product.estimatedShipDate;
    // Delivered live on dates agreed later: no code, nothing shipped, extra processing (spec 4).
    const training = stored?.product.training === true;
    const digital = entry.product.digital && !training;
    const subscription = entry.product.aimsweb;
    return {
      entryNumber: entry.entryNumber,
      product: entry.product,
      quantity: entry.quantity,
      ...(digital
        ? {
            seats: entry.quantity,
            accessCodes: Array.from({ length: entry.quantity }, newAccessCode),
          }
        : { accessCodes: [], ...(subscription ? { seats: entry.quantity } : {}) }),
      ...(release ? { estimatedRelease: release } : {}),
      ...(!digital && !subscription && !release && !training
        ? { estimatedToShip: addBusinessDays(orderDate, DAYS_TO_SHIP) }
        : {}),
      extraProcessing: training,
      ...(stored?.trainingDetails ? { trainingDetails: stored.trainingDetails } : {}),
      notDiscountable: entry.notDiscountable,
      basePrice: entry.basePrice,
      totalPrice: entry.totalPrice,
      ...(entry.totalDiscounts ? { totalDiscounts: entry.totalDiscounts } : {}),
    };
  });
}
