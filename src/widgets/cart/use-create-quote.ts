import { useCore } from '../../core/react/core-context';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api/http/api-error';
import { createQuote } from '../../api/quotes/create-quote';
import { QUOTES_KEY } from '../../api/quotes/quotes-key';
import { cartNow } from '../../ui/cart/cart-now';
import type { QuoteDetails } from '../../api/quotes/quote.schema';

/** A failure after which the quote may or may not exist: the retry sends the same attempt. */
function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'http' || error.status >= 500;
}

export type CreateQuoteOutcome =
  | { kind: 'created'; quote: QuoteDetails }
  | { kind: 'failed'; error: unknown }
  /** The cart changed since the page showed it: not sent. */
  | { kind: 'cartModified' }
  /** A double click: nothing sent. */
  | { kind: 'busy' };

/**
 * Creates a quote of the cart exactly once, as Place order does: not if the cart changed since
 * `shown`; while an outcome is unknown a retry resends the same key. The attempt outlives the dialog.
 */
export function useCreateQuote() {
  const core = useCore();
  const attempt = useRef<{ key: string; cartId: string } | null>(null);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async (cartId: string, shown: string | undefined): Promise<CreateQuoteOutcome> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setPending(true);
      try {
        const isNew = !attempt.current;
        if (isNew && shown !== undefined && (await cartNow(core, shown)) !== 'shown') {
          return { kind: 'cartModified' };
        }
        const current = attempt.current ?? { key: crypto.randomUUID(), cartId };
        attempt.current = current;
        const quote = await createQuote(current.cartId, current.key);
        attempt.current = null;
        // Quote lists elsewhere on the page are stale now.
        void core.queries.invalidate({ queryKey: [QUOTES_KEY] });
        return { kind: 'created', quote };
      } catch (error) {
        if (!outcomeUnknown(error)) attempt.current = null;
        return { kind: 'failed', error };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [core],
  );

  return { submit, pending };
}
