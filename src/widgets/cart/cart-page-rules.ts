import type { CartOwner, CartRef } from '../../api/cart/cart-owner';
import {
  isCartError,
  type Cart,
  type CartEntry,
  type StockNotice,
} from '../../api/cart/cart.schema';
import { checkoutBlockers } from '../../rules/cart/checkout-blockers';
import type { CartMessage, CartMessageKey } from '../../rules/cart/cart.messages';
import { checkQuantity } from '../../rules/cart/quick-order-rows';
import { SAVE_CART_PARAMS } from '../../rules/cart/save-cart';
import { isApiError } from '../../api/http/api-error';
import type { Params } from '../../core/i18n/messages';
import type { CartPageMessageKey } from './cart.messages';

/**
 * The cart page's decisions, kept out of the components so they can be tested on their own: which
 * message a quantity, a failed update or a refused save gets, and what keeps the shopper from
 * continuing to checkout. Shared with the checkout: what blocks checkout
 * (src/rules/cart/checkout-blockers.ts) and the promotion codes (src/ui/cart/promotion-codes.tsx).
 */

/**
 * A text of either catalog: the rules' (rules/cart/cart.messages) or the page's own (cart.messages).
 * A rules message may come untagged, as the rules and shared pieces return it (`CartMessage`).
 */
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

/** Spec section 5 "cart quantity positive and not empty", then the product's minimum and maximum. */
export function quantityProblem(
  value: string,
  product: Pick<CartEntry['product'], 'minOrderQuantity' | 'maxOrderQuantity'>,
): CartMessage | undefined {
  const check = checkQuantity(value, product);
  return check.ok ? undefined : check.message;
}

/** The quantity a valid typed value stands for (after `quantityProblem` said it is fine). */
export function parsedQuantity(value: string): number {
  return Number(value.trim());
}

export interface Failure {
  message: PageMessage;
  /** A transport or server failure: the same request may be sent again. */
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

/** The reference the mutations address: the visitor's cart by guid, or the shopper's current cart. */
export function mutationRef(userId: CartOwner['userId'], guid: string): CartRef {
  return userId === 'anonymous'
    ? { userId: 'anonymous', cartId: guid }
    : { userId: 'current', cartId: 'current' };
}

export interface CheckoutRules {
  /** What keeps the shopper from checking out; empty when they may continue. */
  blockers: PageMessage[];
  /** Information for before checkout (e.g. the account type is checked later). */
  notices: PageMessage[];
}

/**
 * Spec sections 5, 6 and 9, told before checkout rather than after: what keeps the cart from
 * checkout (the rule shared with the checkout: aimswebPlus minimum, organisation-only, an
 * insufficient qualification level); plus, on this page only, quantities the shopper typed that are
 * invalid or not saved yet (checking out would use the old ones).
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

/** The stock notice of one entry, as a message. */
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
