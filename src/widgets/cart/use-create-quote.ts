import { useQueryClient } from '../../core/queries/use-query';
import { useCore } from '../../core/react/core-context';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api/http/api-error';
import { createQuote } from '../../api/quotes/create-quote';
import { QUOTES_KEY } from '../../api/quotes/get-quotes';
import { cartNow } from '../../ui/cart/cart-now';
import type { QuoteDetails } from '../../api/quotes/quote.schema';

/** A failure after which the quote may or may not exist: the retry sends the same attempt. */
function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'http' || error.status >= 500;
}

export type CreateQuoteOutcome =
  | { kind: 'created'; quote: QuoteDetails }
  | { kind: 'failed'; error: unknown }
  /** The cart read before a new attempt orders something else than the page shows: not sent. */
  | { kind: 'cartModified' }
  /** A second submit while the first is in flight (a double click): nothing sent. */
  | { kind: 'busy' };

/**
 * Create a quote of the current cart, exactly once, as Place order does: a new attempt first reads
 * the cart, and one whose items changed since the page showed them (`shown`, its cartFingerprint;
 * undefined when the page shows none) is not quoted. An attempt is an Idempotency-Key and the
 * cart's code. While its outcome is unknown (a timeout, the network, a 5xx, an answer we cannot
 * read: the platform may have made the quote) a retry is the same attempt, and createQuote takes
 * the quote the lost one made before sending anything. A refusal ends the attempt: the next submit
 * is new. The attempt outlives the dialog's closing, so a retry after reopening is the same one.
 */
export function useCreateQuote() {
  const core = useCore();
  const queryClient = useQueryClient();
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
        // The shopper's quote lists (another widget on the page, another tab's next look) are stale.
        void queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] });
        return { kind: 'created', quote };
      } catch (error) {
        if (!outcomeUnknown(error)) attempt.current = null;
        return { kind: 'failed', error };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [core, queryClient],
  );

  return { submit, pending };
}
