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
 * The two ways a quote becomes the shopper's cart (src/api/quotes/order-quote.ts,
 * reorder-expired-quote.ts): "Order this quote" (an active quote, at its prices, with its checkout
 * choices) and, for an expired one, its products at today's prices for a new quote. Each is a cart
 * action (use-cart-action.ts): a double click sends one request, a retry after a failure reuses
 * its request id (with which the client first looks for the cart a lost answer made), and every
 * cart widget refreshes afterwards. Once the cart is made the shopper goes on: `onDone` (to the
 * checkout, to the cart page).
 *
 * A refusal that means the quote changed meanwhile (it expired at midnight, it was ordered in
 * another tab) refreshes the quote, so the page shows what it is now. A quote with online training
 * is refused (it is ordered through Customer Service): `onTrainingsRefused` takes the shopper to
 * the page that says so (`?orderTrainingsError=true`, spec section 2).
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
