import type { Cart, CartEntry, CartModification } from '../../api/cart/cart.schema';
import type { OccCart, OccCartModification, OccOrderEntry } from '../../api/cart/occ-cart.schema';
import type { ModificationResult } from './cart-entries';
import { renderCart, renderModification } from './cart-render';
import type { StoredCart } from './cart-store';
import { priceOf, round2, type PricingContext } from './pricing-context';

/**
 * A cart as OCC v2 answers it: an entry's `totalPrice` after its discounts, `subTotal` after every
 * discount, `totalPrice` with delivery; order promotions in `orderDiscounts`, the rest per product.
 */

function occEntry(entry: CartEntry, context: PricingContext): OccOrderEntry {
  return {
    entryNumber: entry.entryNumber,
    quantity: entry.quantity,
    product: entry.product,
    basePrice: entry.basePrice,
    totalPrice: priceOf(entry.totalPrice.value - entry.totalDiscounts.value, context),
    notDiscountable: entry.notDiscountable,
    ...(entry.availability !== undefined ? { availability: entry.availability } : {}),
    ...(entry.restriction ? { restriction: entry.restriction } : {}),
    ...(entry.trainingDetails ? { trainingDetails: entry.trainingDetails } : {}),
  };
}

export function occCartOf(cart: Cart, context: PricingContext): OccCart & Record<string, unknown> {
  const { entries, subTotal, totalDiscounts, appliedVouchers, ...rest } = cart;
  const net = round2(subTotal.value - totalDiscounts.value);
  const productDiscounts = round2(
    entries.reduce((sum, entry) => sum + entry.totalDiscounts.value, 0),
  );
  return {
    ...rest,
    entries: entries.map((entry) => occEntry(entry, context)),
    subTotal: priceOf(net, context),
    totalDiscounts,
    productDiscounts: priceOf(productDiscounts, context),
    orderDiscounts: priceOf(round2(totalDiscounts.value - productDiscounts), context),
    totalPrice: priceOf(net, context),
    totalPriceWithTax: priceOf(net, context),
    appliedVouchers: appliedVouchers.map((voucher) => ({
      ...voucher,
      voucherCode: voucher.code,
    })),
  };
}

/** The wire cart of one request, priced for it. */
export function renderOccCart(cart: StoredCart, context: PricingContext): OccCart {
  return occCartOf(renderCart(cart, context), context);
}

function occModificationOf(
  modification: CartModification,
  context: PricingContext,
): OccCartModification {
  const { entry, ...rest } = modification;
  return { ...rest, ...(entry ? { entry: occEntry(entry, context) } : {}) };
}

export function renderOccModification(
  cart: StoredCart,
  result: ModificationResult,
  context: PricingContext,
): OccCartModification {
  return occModificationOf(renderModification(cart, result, context), context);
}
