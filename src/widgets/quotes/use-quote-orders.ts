import { useQueryClient } from '../../core/queries/use-query';
import { useCallback } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import { QUOTES_KEY } from '../../api/quotes/get-quotes';
import { orderQuote } from '../../api/quotes/order-quote';
import { reorderExpiredQuote } from '../../api/quotes/reorder-expired-quote';
import { quoteErrorOf } from '../../api/quotes/quote.schema';
import { entriesOfCart, useCartUpdated } from '../../ui/cart/cart-updated';
import { useCartAction } from '../../ui/cart/use-cart-action';

const byCode = (input: { code: string }) => input.code;

/**
 * Order an active quote or reorder an expired one's products, as cart actions (one request per
 * click, retries reuse its id). A refusal because the quote changed refreshes it; a quote with
 * online training is refused (Customer Service orders it) and goes to the page that says so.
 */
export function useQuoteOrders(
  onOrdered: (cart: Cart) => void,
  onReordered: (cart: Cart) => void,
  onTrainingsRefused: (code: string) => void,
) {
  const queryClient = useQueryClient();
  const cartUpdated = useCartUpdated();
  const refreshIfChanged = useCallback(
    (error: unknown) => {
      const reason = quoteErrorOf(error);
      if (reason === 'expired' || reason === 'ordered' || reason === 'notExpired') {
        void queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] });
      }
    },
    [queryClient],
  );
  const performOrder = useCallback(
    async (input: { code: string }, requestId: string) => {
      try {
        const cart = await orderQuote(input.code, requestId);
        cartUpdated('quote-ordered', entriesOfCart(cart));
        onOrdered(cart);
        return cart;
      } catch (error) {
        refreshIfChanged(error);
        if (quoteErrorOf(error) === 'trainingsNotOrderable') onTrainingsRefused(input.code);
        throw error;
      }
    },
    [onOrdered, onTrainingsRefused, refreshIfChanged, cartUpdated],
  );
  const performReorder = useCallback(
    async (input: { code: string }, requestId: string) => {
      try {
        const cart = await reorderExpiredQuote(input.code, requestId);
        cartUpdated('quote-ordered', entriesOfCart(cart));
        onReordered(cart);
        return cart;
      } catch (error) {
        refreshIfChanged(error);
        throw error;
      }
    },
    [onReordered, refreshIfChanged, cartUpdated],
  );
  return {
    order: useCartAction(performOrder, byCode),
    reorder: useCartAction(performReorder, byCode),
  };
}
