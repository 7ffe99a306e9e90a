import { useCallback, useRef, useState } from 'react';
import { outcomeUnknown } from '../../../api/http/api-error';
import { orderErrorOf, type OrderErrorKey } from '../../../api/orders/order-errors';
import type { Order, PlaceOrderBody } from '../../../api/orders/order.schema';
import { placeOrder } from '../../../api/orders/place-order';
import { checkoutErrorSubject } from '../../../api/checkout/checkout.schema';
import type { Cart } from '../../../api/cart/cart.schema';
import { useCore } from '../../../core/react/core-context';
import { useFlag } from '../../../core/react/use-store';
import { cartFingerprint, orderedItems } from '../../../rules/cart/ordered-items';
import { cartNow } from '../../../ui/cart/cart-now';

/** With the checkout-retry flag: how long before the one automatic retry of an unknown outcome. */
const AUTOMATIC_RETRY_MS = 1000;

export type PlaceOutcome =
  | { kind: 'placed'; order: Order }
  /**
   * `reason`: the platform's refusal, or `cartModified` when the cart read before a new attempt
   * orders something else than the checkout shows; undefined for a failure whose outcome is not
   * known.
   */
  | {
      kind: 'failed';
      reason: OrderErrorKey | 'cartModified' | undefined;
      subject: string | undefined;
      error: unknown;
    }
  /** Nothing was sent: a Place order already under way, or building the payment failed. */
  | { kind: 'busy' };

/**
 * Place order, exactly once. A new attempt first reads the cart: one whose items changed
 * elsewhere since the checkout showed them is not ordered (the checkout restarts); one gone is
 * sent all the same, and placeOrder finds the order another tab made of it. Each attempt has
 * an idempotency key and a body; while its outcome is unknown (a timeout, the network, a 5xx: the
 * platform may have placed it) a retry sends the same key and body, and placeOrder finds the order
 * it became rather than placing a second one. A refusal ends the attempt: the next Place order is a
 * new one (a declined card's token is spent). A cart that another tab ordered is that tab's order:
 * it is shown, not placed again. Pending is a store, so only the Place order button re-renders.
 *
 * The checkout-retry flag (spec section 9, off by default): an unknown outcome is asked
 * again once by itself, a second later, with the same key and body (safe: the platform places an
 * attempt once), before the shopper is told; Place order stays busy meanwhile.
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
