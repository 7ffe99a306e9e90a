import { useCallback, useRef, useState } from 'react';
import { outcomeUnknown } from '../../../api/http/api-error';
import { orderErrorOf, type OrderErrorKey } from '../../../api/orders/order-errors';
import type { Order, PlaceOrderBody } from '../../../api/orders/order.schema';
import { placeOrder } from '../../../api/orders/place-order';
import { checkoutErrorSubject } from '../../../api/checkout/checkout-errors';
import type { Cart } from '../../../api/cart/cart.schema';
import { useCore } from '../../../core/react/core-context';
import { useFlag } from '../../../core/react/use-store';
import { cartFingerprint, orderedItems } from '../../../rules/cart/ordered-items';
import { cartNow } from '../../../ui/cart/cart-now';

/** With the checkout-retry flag: the wait before the one automatic retry of an unknown outcome. */
const AUTOMATIC_RETRY_MS = 1000;

export type PlaceOutcome =
  | { kind: 'placed'; order: Order }
  /** `reason`: the platform's refusal, or `cartModified`; undefined when the outcome is unknown. */
  | {
      kind: 'failed';
      reason: OrderErrorKey | 'cartModified' | undefined;
      subject: string | undefined;
      error: unknown;
    }
  /** Nothing was sent: one already under way, or building the payment failed. */
  | { kind: 'busy' };

/**
 * Place order, exactly once. A new attempt first checks the cart did not change elsewhere. While an
 * outcome is unknown (timeout, network, 5xx) a retry resends the same idempotency key and body; a
 * refusal ends the attempt (a declined card's token is spent). The checkout-retry flag (spec
 * section 9) retries an unknown outcome once by itself after AUTOMATIC_RETRY_MS.
 */
export function usePlaceOrder() {
  const core = useCore();
  const retryOnce = useFlag('checkout-retry');
  const attempt = useRef<{ key: string; body: PlaceOrderBody } | null>(null);
  const inFlight = useRef(false);
  const [pending] = useState(() => {
    let value = false;
    const listeners = new Set<() => void>();
    return {
      get: () => value,
      set(next: boolean) {
        value = next;
        for (const listener of [...listeners]) listener();
      },
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  });

  const place = useCallback(
    async (build: () => Promise<PlaceOrderBody>, cart: Cart): Promise<PlaceOutcome> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      pending.set(true);
      try {
        // A cart gone may be another tab's order: sending finds it (placeOrder).
        if (!attempt.current && (await cartNow(core, cartFingerprint(cart))) === 'changed') {
          const reason = 'cartModified';
          return { kind: 'failed', reason, subject: undefined, error: undefined };
        }
        const current = attempt.current ?? { key: crypto.randomUUID(), body: await build() };
        attempt.current = current;
        const items = orderedItems(cart.entries);
        const send = async (retries: number): Promise<Order> => {
          try {
            return await placeOrder(current.body, current.key, { cartId: cart.code, items });
          } catch (error) {
            if (retries === 0 || !outcomeUnknown(error)) throw error;
            await new Promise((resolve) => setTimeout(resolve, AUTOMATIC_RETRY_MS));
            return send(retries - 1);
          }
        };
        try {
          const order = await send(retryOnce ? 1 : 0);
          attempt.current = null;
          return { kind: 'placed', order };
        } catch (error) {
          const reason = orderErrorOf(error);
          if (!outcomeUnknown(error)) attempt.current = null;
          return { kind: 'failed', reason, subject: checkoutErrorSubject(error), error };
        }
      } finally {
        inFlight.current = false;
        pending.set(false);
      }
    },
    [core, pending, retryOnce],
  );

  return { place, subscribePending: pending.subscribe, isPending: pending.get };
}
