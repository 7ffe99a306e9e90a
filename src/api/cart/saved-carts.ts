import { getCore } from '../../core/core';
import { fetchCart, loadCartReads } from './get-cart';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { SAVED_CARTS_KEY } from './saved-carts-key';

/** The signed-in shopper's saved carts, newest saved first; skipped for visitors. */
export function savedCartsQueryOptions() {
  const { store } = getCore();
  const userId = store.session.user?.id;
  const { locale } = store.site;
  return pageQueryOptions({
    queryKey: [SAVED_CARTS_KEY, userId, locale],
    meta: PERSONAL,
    queryFn: async ({ signal }) => (await loadCartReads()).readSavedCarts(signal),
    enabled: Boolean(userId),
  });
}

export function useSavedCarts() {
  return usePageQuery(savedCartsQueryOptions());
}

/** Null when there is no such saved cart; under the saved-carts key, so cart changes refresh it. */
export function savedCartQueryOptions(code: string | null) {
  const { store } = getCore();
  const userId = store.session.user?.id;
  const { locale } = store.site;
  return pageQueryOptions({
    queryKey: [SAVED_CARTS_KEY, 'details', userId, code, locale],
    queryFn: async ({ signal }) => {
      if (code === null) return null;
      const cart = await fetchCart({ userId: 'current', cartId: code }, signal);
      return cart?.saveTime ? cart : null;
    },
    meta: PERSONAL,
    enabled: Boolean(userId) && code !== null,
  });
}

export function useSavedCart(code: string | null) {
  return usePageQuery(savedCartQueryOptions(code));
}
