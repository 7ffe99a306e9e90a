import { useQueryClient } from '../../core/queries/use-query';
import { useCore } from '../../core/react/core-context';
import { useCallback, useRef, useState } from 'react';
import {
  checkoutErrorOf,
  type CheckoutChoice,
  type CheckoutChoiceBodies,
  type CheckoutErrorKey,
  type CheckoutState,
} from '../../api/checkout/checkout.schema';
import { checkoutQueryOptions } from '../../api/checkout/get-checkout';
import { setCheckoutChoice } from '../../api/checkout/set-checkout-choice';
import { tellOtherTabsCartChanged } from '../../ui/cart/cart-sync';

import { cartNow } from '../../ui/cart/cart-now';

export type SaveOutcome =
  | { ok: true; state: CheckoutState }
  /** `reason`: which CHECKOUT_ERRORS refusal it was; undefined for a transport or server failure. */
  | { ok: false; error: unknown; reason: CheckoutErrorKey | undefined }
  /** Saved, but the cart orders something else now (changed elsewhere): the checkout restarts. */
  | { ok: false; error: undefined; reason: 'cartModified' }
  /** The same step's save is already in flight (a double click): nothing was sent. */
  | { ok: false; error: undefined; reason: 'busy' };

export interface CheckoutSaver {
  save: <K extends CheckoutChoice>(
    choice: K,
    body: CheckoutChoiceBodies[K],
  ) => Promise<SaveOutcome>;
  /**
   * Whether a save is in flight, as a store: only what shows it (the Continue button) re-renders
   * when it changes, not the whole checkout, whose re-render is most of a click's cost.
   */
  subscribePending: (listener: () => void) => () => void;
  isPending: () => boolean;
}

/** A boolean others can subscribe to (useSyncExternalStore). */
function flagStore() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: boolean) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Saves one checkout choice on the platform's cart. A double click sends one request; a retry of
 * the same choice after a failure keeps its request id (the spec's), though setting a choice twice
 * ends where once did. The platform answers no body (OCC), so the checkout and the cart are read
 * again. A cart whose items changed elsewhere (`shown` is the cartFingerprint the shopper sees) is
 * `cartModified`: those reads already hold the new cart, which restarts the checkout.
 */
export function useCheckoutSaver(userId: string, shown: string): CheckoutSaver {
  const core = useCore();
  const queryClient = useQueryClient();
  const [pending] = useState(flagStore);
  const inFlight = useRef(false);
  const retry = useRef<{ fingerprint: string; requestId: string } | null>(null);

  const save = useCallback(
    async <K extends CheckoutChoice>(
      choice: K,
      body: CheckoutChoiceBodies[K],
    ): Promise<SaveOutcome> => {
      if (inFlight.current) return { ok: false, error: undefined, reason: 'busy' };
      inFlight.current = true;
      pending.set(true);
      const fingerprint = `${choice} ${shown} ${JSON.stringify(body)}`;
      if (retry.current?.fingerprint !== fingerprint) {
        retry.current = { fingerprint, requestId: crypto.randomUUID() };
      }
      try {
        await setCheckoutChoice(choice, body, retry.current.requestId);
        retry.current = null;
        // Another tab showing this checkout reads the new choices.
        tellOtherTabsCartChanged();
        const [state, now] = await Promise.all([
          queryClient.fetchQuery({ ...checkoutQueryOptions(userId), staleTime: 0 }),
          cartNow(core, shown),
        ]);
        if (now !== 'shown') return { ok: false, error: undefined, reason: 'cartModified' };
        return { ok: true, state };
      } catch (error) {
        return { ok: false, error, reason: checkoutErrorOf(error) };
      } finally {
        inFlight.current = false;
        pending.set(false);
      }
    },
    [core, shown, queryClient, userId, pending],
  );
  return { save, subscribePending: pending.subscribe, isPending: pending.get };
}
