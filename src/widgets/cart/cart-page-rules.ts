import type { CartOwner, CartRef } from '../../api/cart/cart-owner';
import {
  isCartError,
  type Cart,
  type CartEntry,
  type StockNotice,
} from '../../api/cart/cart.schema';
import { checkoutBlockers } from '../../rules/cart/checkout-blockers';
import type { CartMessage, CartMessageKey } from '../../rules/cart/cart.messages';
import { checkQuantity } from '../../rules/cart/quantity-check';
import { SAVE_CART_PARAMS } from '../../rules/cart/save-cart';
import { isApiError } from '../../api/http/api-error';
import type { Params } from '../../core/i18n/messages';
import type { CartPageMessageKey } from './cart.messages';

/** The cart page's decisions (messages, checkout blockers), apart from the components for tests. */

/** A text of the rules' catalog (may come untagged, as `CartMessage`) or the page's own. */
export type PageMessage =
  | { catalog?: 'rules'; key: CartMessageKey; params?: Params | undefined }
  | { catalog: 'page'; key: CartPageMessageKey; params?: Params | undefined };

export const rulesMessage = (message: CartMessage): PageMessage => ({
  catalog: 'rules',
  key: message.key,
  params: message.params,
});
const pageMessage = (key: CartPageMessageKey, params?: Params): PageMessage => ({
  catalog: 'page',
  key,
  params,
});

/** Spec section 5 "positive and not empty", then the product's minimum and maximum. */
export function quantityProblem(
  value: string,
  product: Pick<CartEntry['product'], 'minOrderQuantity' | 'maxOrderQuantity'>,
): CartMessage | undefined {
  const check = checkQuantity(value, product);
  return check.ok ? undefined : check.message;
}

/** After `quantityProblem` said the value is fine. */
export function parsedQuantity(value: string): number {
  return Number(value.trim());
}

export interface Failure {
  message: PageMessage;
  /** The same request may be sent again. */
  retry: boolean;
}

/** Why a quantity change failed; the shopper's typed value stays either way. */
export function updateFailure(
  error: unknown,
  product: Pick<CartEntry['product'], 'minOrderQuantity'>,
): Failure {
  if (isApiError(error) && error.kind === 'http') {
    if (isCartError(error.info, 'minOrderQuantity')) {
      return {
        message: rulesMessage({
          key: 'quantity.belowMinimum',
          params: { min: product.minOrderQuantity },
        }),
        retry: false,
      };
    }
    if (isCartError(error.info, 'invalidQuantity')) {
      return { message: rulesMessage({ key: 'quantity.notPositive' }), retry: false };
    }
    if (isCartError(error.info, 'entryNotFound') || isCartError(error.info, 'cartNotFound')) {
      return { message: pageMessage('entryGone'), retry: false };
    }
  }
  return { message: pageMessage('updateFailed'), retry: true };
}

export type SaveCartField = 'name' | 'description';

export type SaveFailure =
  { field: SaveCartField; message: CartMessage } | { field: undefined; message: PageMessage };

/** A refused save: the backend's validation errors go to their field, anything else to the form. */
export function saveFailure(error: unknown): SaveFailure {
  if (isApiError(error) && error.kind === 'http') {
    const info = error.info;
    const field = (key: CartMessageKey, name: SaveCartField = 'name'): SaveFailure => ({
      field: name,
      message: { key, params: SAVE_CART_PARAMS },
    });
    if (isCartError(info, 'saveCartNameMissing')) return field('saveCart.nameRequired');
    if (isCartError(info, 'saveCartNameInvalid')) return field('saveCart.nameAlphanumeric');
    if (isCartError(info, 'saveCartNameTooLong')) return field('saveCart.nameTooLong');
    if (isCartError(info, 'saveCartDescriptionTooLong')) {
      return field('saveCart.descriptionTooLong', 'description');
    }
  }
  return { field: undefined, message: pageMessage('saveFailed') };
}

/** The visitor's cart by guid, or the shopper's current cart. */
export function mutationRef(userId: CartOwner['userId'], guid: string): CartRef {
  return userId === 'anonymous'
    ? { userId: 'anonymous', cartId: guid }
    : { userId: 'current', cartId: 'current' };
}

export interface CheckoutRules {
  blockers: PageMessage[];
  notices: PageMessage[];
}

/**
 * What keeps the cart from checkout (spec sections 5, 6 and 9), told before it; plus typed
 * quantities not saved yet, since checking out would use the old ones.
 */
export function checkoutRules(
  cart: Pick<Cart, 'entries' | 'user' | 'totalPrice'>,
  { locale, quantitiesPending }: { locale: string; quantitiesPending: boolean },
): CheckoutRules {
  const rules = checkoutBlockers(cart, { locale });
  const blockers = rules.blockers.map(rulesMessage);
  if (quantitiesPending) blockers.push(pageMessage('quantityBlocked'));
  return { blockers, notices: rules.notices.map(rulesMessage) };
}

export function stockMessage(notice: StockNotice): CartMessage {
  return notice.granted > 0
    ? {
        key: 'quantity.reducedForStock',
        params: { granted: notice.granted, requested: notice.requested },
      }
    : { key: 'quantity.outOfStock' };
}

/** Stock notices for products no longer in the cart (nothing was left to keep). */
export function orphanStockNotices(cart: Pick<Cart, 'entries' | 'stockNotices'>): StockNotice[] {
  const codes = new Set(cart.entries.map((entry) => entry.product.code));
  return cart.stockNotices.filter((notice) => !codes.has(notice.productCode));
}
