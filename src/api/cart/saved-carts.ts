import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCore } from '../../core/core';
import { commerceRequest } from '../http/commerce-client';
import { SavedCartListSchema } from './cart.schema';
import { cartsPath, langOf } from './cart-owner';
import { PERSONAL } from '../../core/personal-data';

/** The first key segment of every saved-carts query. */
export const SAVED_CARTS_KEY = 'saved-carts';

/** The signed-in shopper's saved carts, newest saved first; skipped for visitors. */
export function savedCartsQueryOptions() {
  const { store } = getCore();
  const userId = store.session.user?.id;
  const { locale } = store.site;
  return queryOptions({
    queryKey: [SAVED_CARTS_KEY, userId, locale],
    meta: PERSONAL,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ savedCartsOnly: 'true', lang: langOf(locale) });
      return commerceRequest(`${cartsPath('current')}?${query}`, {
        schema: SavedCartListSchema,
        signal,
      });
    },
    enabled: Boolean(userId),
  });
}

export function useSavedCarts() {
  return useQuery(savedCartsQueryOptions());
}
