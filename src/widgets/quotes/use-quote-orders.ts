import { importAgain } from '../../core/element/import-again';
import { useCore } from '../../core/react/core-context';
import { useCallback } from 'react';
import type { Cart } from '../../api/cart/cart.schema';
import { QUOTES_KEY } from '../../api/quotes/quotes-key';
import { quoteErrorOf } from '../../api/quotes/quote.schema';
import type { QuotesMessageKey } from './quotes.messages';
import type { Translate } from '../../core/i18n/messages';
import { entriesOfCart } from '../../ui/cart/cart-updated';
import { cartFailureCode } from '../../ui/cart/cart-operation';
import { useCartAction, type CartAction } from '../../ui/cart/use-cart-action';

const byCode = (input: { code: string }) => input.code;

/** The calls, loaded on the first press; a failed load fails the press, worth trying again. */
const orderCalls = () => importAgain(() => import('./quote-order-calls'));

/** What the quote's page says of a failed order or reorder. */
export function quoteFailureText(
  error: unknown,
  generic: QuotesMessageKey,
  t: Translate<QuotesMessageKey>,
): string {
  const reason = quoteErrorOf(error);
  // The page that explains it is loading: no second message meanwhile.
  if (reason === 'trainingsNotOrderable') return '';
  if (reason === 'expired') return t('orderRefusedExpired');
  if (reason === 'ordered') return t('orderRefusedOrdered');
  return t(generic);
}

/** The page hears the failure by its quote error, else as any cart failure. */
const quoteFailureCode = (error: unknown) => quoteErrorOf(error) ?? cartFailureCode(error);

/**
 * Order an active quote or reorder an expired one's products, as cart actions (one request per
 * click, retries reuse its id). A refusal because the quote changed refreshes it; a quote with
 * online training is refused (Customer Service orders it) and goes to the page that says so.
 */
export function useQuoteOrders(
  onOrdered: (cart: Cart) => void,
  onReordered: (cart: Cart) => void,
  onTrainingsRefused: (code: string) => void,
  t: Translate<QuotesMessageKey>,
) {
  const { queries } = useCore();
  const refreshIfChanged = useCallback(
    (error: unknown) => {
      const reason = quoteErrorOf(error);
      if (reason === 'expired' || reason === 'ordered' || reason === 'notExpired') {
        void queries.invalidate({ queryKey: [QUOTES_KEY] });
      }
    },
    [queries],
  );
  const performOrder = useCallback(
    async (input: { code: string }, requestId: string) => {
      try {
        const { orderQuote } = await orderCalls();
        return await orderQuote(input.code, requestId);
      } catch (error) {
        refreshIfChanged(error);
        if (quoteErrorOf(error) === 'trainingsNotOrderable') onTrainingsRefused(input.code);
        throw error;
      }
    },
    [onTrainingsRefused, refreshIfChanged],
  );
  const performReorder = useCallback(
    async (input: { code: string }, requestId: string) => {
      try {
        const { reorderExpiredQuote } = await orderCalls();
        return await reorderExpiredQuote(input.code, requestId);
      } catch (error) {
        refreshIfChanged(error);
        throw error;
      }
    },
    [refreshIfChanged],
  );
  // Its lines come with the result.
  const operation = (generic: QuotesMessageKey) => ({
    action: 'quote-ordered' as const,
    requested: () => [],
    changed: (cart: Cart) => entriesOfCart(cart),
    message: (error: unknown) => quoteFailureText(error, generic, t) || t(generic),
    code: quoteFailureCode,
  });
  const order = useCartAction(performOrder, byCode, operation('orderFailed'));
  const reorder = useCartAction(performReorder, byCode, operation('reorderFailed'));
  return {
    order: useThenGo(order, onOrdered),
    reorder: useThenGo(reorder, onReordered),
  };
}

/** The shopper is sent on once the action has told the page its outcome (cart-operation.ts). */
function useThenGo(
  action: CartAction<{ code: string }, Cart>,
  go: (cart: Cart) => void,
): CartAction<{ code: string }, Cart> {
  const { run } = action;
  const runThenGo = useCallback(
    async (input: { code: string }) => {
      const cart = await run(input);
      if (cart) go(cart);
      return cart;
    },
    [run, go],
  );
  return { ...action, run: runThenGo };
}
