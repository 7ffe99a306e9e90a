import type { Cart, CartEntry, CartModification } from '../../api/cart/cart.schema';
import type { CartOwner } from '../../api/cart/cart-owner';
import { cartQueryOptions } from '../../api/cart/get-cart';
import type { Core } from '../../core/core';
import {
  pushToDataLayer,
  toAnalyticsProduct,
  toAnalyticsProducts,
  type AnalyticsContext,
} from '../../rules/cart/analytics';

// The cart's data layer pushes, with spec section 3's product record (src/rules/cart/analytics.ts).

function sharedContext(cart: Cart | null | undefined): Omit<AnalyticsContext, 'position'> {
  const codes = cart?.appliedVouchers.map((voucher) => voucher.code) ?? [];
  const first = cart?.appliedVouchers[0];
  return {
    coupon: codes,
    promotionType: cart?.uapStatus === 'UAP_APPLIED' ? 'UAP' : codes.length > 0 ? 'coupon' : '',
    promotionName: first?.name ?? '',
  };
}

/** `add_to_cart` with the quantity added, not the entry's total; the cart read in the caller's core. */
export async function trackAdded(
  { queries }: Pick<Core, 'queries'>,
  modifications: readonly CartModification[],
  owner: CartOwner | undefined,
): Promise<void> {
  if (!modifications.some((modification) => modification.entry && modification.quantityAdded > 0))
    return;
  const cart = owner
    ? await queries.fetch({ ...cartQueryOptions(owner), staleTime: Infinity }).catch(() => null)
    : null;
  const context = sharedContext(cart);
  const products = modifications.flatMap((modification) => {
    const entry = modification.entry;
    if (!entry || modification.quantityAdded <= 0) return [];
    const unit = entry.totalPrice.value / entry.quantity;
    const unitDiscount = entry.totalDiscounts.value / entry.quantity;
    const added = modification.quantityAdded;
    return [
      toAnalyticsProduct(
        {
          ...entry,
          quantity: added,
          totalPrice: { value: unit * added },
          totalDiscounts: { value: unitDiscount * added },
        },
        { ...context, position: entry.entryNumber + 1 },
      ),
    ];
  });
  if (products.length > 0) pushToDataLayer('add_to_cart', products);
}

/** `remove_from_cart` with the entry as it was before it was removed. */
export function trackRemoved(entry: CartEntry, cart: Cart | null | undefined): void {
  pushToDataLayer('remove_from_cart', [
    toAnalyticsProduct(entry, { ...sharedContext(cart), position: entry.entryNumber + 1 }),
  ]);
}

export function trackCartView(cart: Cart): void {
  pushToDataLayer('view_cart', toAnalyticsProducts(cart.entries, sharedContext(cart)));
}
