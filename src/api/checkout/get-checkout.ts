import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { getCore } from '../../core/core';
import { PERSONAL } from '../../core/queries/personal-data';
import { cartsPath } from '../cart/cart-owner';
import { checkoutLang } from './checkout-lang';
import { CART_KEY } from '../cart/get-cart';
import { commerceRequest } from '../http/commerce-client';
import { CheckoutStateSchema, type CheckoutState } from './checkout.schema';

export const CHECKOUT_PATH = `${cartsPath('current', 'current')}/checkout`;

export function fetchCheckout(signal?: AbortSignal): Promise<CheckoutState> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${CHECKOUT_PATH}?${query}`, { schema: CheckoutStateSchema, signal });
}

/** Under the cart's key, so every cart change in any tab (cart-sync) reads it again. */
export function checkoutQueryOptions(userId: string | undefined) {
  const { locale } = getCore().store.site;
  return pageQueryOptions({
    queryKey: [CART_KEY, 'checkout', userId, locale],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchCheckout(signal),
    enabled: Boolean(userId),
  });
}

export function useCheckout(userId: string | undefined) {
  return usePageQuery(checkoutQueryOptions(userId));
}
