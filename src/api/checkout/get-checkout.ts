import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { getCore } from '../../core/core';
import { PERSONAL } from '../../core/queries/personal-data';
import { cartsPath } from '../cart/cart-owner';
import { checkoutLang } from './checkout-lang';
import { CART_KEY } from '../cart/get-cart';
import { commerceRequest } from '../http/commerce-client';
import { CheckoutStateSchema, type CheckoutState } from './checkout.schema';

/** `…/users/current/carts/current/checkout`: the checkout of the signed-in shopper's current cart. */
export const CHECKOUT_PATH = `${cartsPath('current', 'current')}/checkout`;

/** GET the checkout state of the current cart. */
export function fetchCheckout(signal?: AbortSignal): Promise<CheckoutState> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${CHECKOUT_PATH}?${query}`, { schema: CheckoutStateSchema, signal });
}

/**
 * The checkout state, under the cart's key: every cart change in this tab or another (cart-sync)
 * reads it again, so a new cart version is seen as soon as the cart changes anywhere.
 */
export function checkoutQueryOptions(userId: string | undefined) {
  const { locale } = getCore().store.site;
  return queryOptions({
    queryKey: [CART_KEY, 'checkout', userId, locale],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchCheckout(signal),
    enabled: Boolean(userId),
  });
}

export function useCheckout(userId: string | undefined) {
  return useQuery(checkoutQueryOptions(userId));
}
