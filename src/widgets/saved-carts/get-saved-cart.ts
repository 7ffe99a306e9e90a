import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartsPath, langOf } from '../../api/cart/cart-owner';
import { CartSchema, isCartError, type Cart } from '../../api/cart/cart.schema';
import { SAVED_CARTS_KEY } from '../../api/cart/saved-carts';
import { isApiError } from '../../api/http/api-error';
import { commerceRequest } from '../../api/http/commerce-client';
import { getCore } from '../../core/core';

/**
 * One of the signed-in shopper's saved carts, by code (GET users/current/carts/{code}). Null when
 * there is no such cart of theirs, or it is not a saved cart (the current cart's code, or a cart
 * restored meanwhile): the page shows "not found". Under the saved-carts key, so every cart change
 * (useCartAction, another tab) refreshes it with the list.
 */
export function savedCartQueryOptions(code: string | null) {
  const { store } = getCore();
  const userId = store.session.user?.id;
  const { locale } = store.site;
  return queryOptions({
    queryKey: [SAVED_CARTS_KEY, 'details', userId, code, locale],
    queryFn: async ({ signal }): Promise<Cart | null> => {
      if (code === null) return null;
      const query = new URLSearchParams({ lang: langOf(locale) });
      try {
        const cart = await commerceRequest(`${cartsPath('current', code)}?${query}`, {
          schema: CartSchema,
          signal,
        });
        return cart.saveTime ? cart : null;
      } catch (error) {
        if (isApiError(error) && error.status === 404 && isCartError(error.info, 'cartNotFound')) {
          return null;
        }
        throw error;
      }
    },
    enabled: Boolean(userId) && code !== null,
  });
}

export function useSavedCart(code: string | null) {
  return useQuery(savedCartQueryOptions(code));
}
