import { useQueryClient } from '../../core/queries/use-query';
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

/** A choice's body without the cart version, which the saver adds. */
export type ChoiceBody<K extends CheckoutChoice> = CheckoutChoiceBodies[K] extends infer B
  ? B extends unknown
    ? Omit<B, 'cartVersion'>
    : never
  : never;

export type SaveOutcome =
  | { ok: true; state: CheckoutState }
  /** `reason`: which CHECKOUT_ERRORS refusal it was; undefined for a transport or server failure. */
  | { ok: false; error: unknown; reason: CheckoutErrorKey | undefined }
  /** The same step's save is already in flight (a double click): nothing was sent. */
  | { ok: false; error: undefined; reason: 'busy' };

export interface CheckoutSaver {
  save: <K extends CheckoutChoice>(choice: K, body: ChoiceBody<K>) => Promise<SaveOutcome>;
  /**
   * Whether a save is in flight, as a store: only what shows it (the Continue button) re-renders
   * when it changes, not the whole checkout (at 4x CPU that re-render was most of a click's cost).
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
 * Saves one checkout choice on the platform's cart, for the version the shopper sees. A double
 * click sends one request; a retry of the same choice after a failure (a timeout may have saved it
 * after all) reuses its request id, so the platform applies it once. The answer is the new state,
 * written straight into the page's cache (no second read). A 409 means the cart changed in another
 * tab: `onCartModified` restarts the checkout.
 */
export function useCheckoutSaver(
  userId: string,
  cartVersion: number,
  onCartModified: () => void,
): CheckoutSaver {
  const queryClient = useQueryClient();
  const [pending] = useState(flagStore);
  const inFlight = useRef(false);
  const retry = useRef<{ fingerprint: string; requestId: string } | null>(null);

  const save = useCallback(
    async <K extends CheckoutChoice>(choice: K, body: ChoiceBody<K>): Promise<SaveOutcome> => {
      if (inFlight.current) return { ok: false, error: undefined, reason: 'busy' };
      inFlight.current = true;
      pending.set(true);
      const fingerprint = `${choice} ${cartVersion} ${JSON.stringify(body)}`;
      if (retry.current?.fingerprint !== fingerprint) {
        retry.current = { fingerprint, requestId: crypto.randomUUID() };
      }
      try {
        const state = await setCheckoutChoice(
          choice,
          { ...body, cartVersion } as unknown as CheckoutChoiceBodies[K],
          retry.current.requestId,
        );
        retry.current = null;
        queryClient.setQueryData(checkoutQueryOptions(userId).queryKey, state);
        // Another tab showing this checkout reads the new choices.
        tellOtherTabsCartChanged();
        return { ok: true, state };
      } catch (error) {
        const reason = checkoutErrorOf(error);
        if (reason === 'cartModified') {
          retry.current = null;
          onCartModified();
        }
        return { ok: false, error, reason };
      } finally {
        inFlight.current = false;
        pending.set(false);
      }
    },
    [cartVersion, onCartModified, queryClient, userId, pending],
  );
  return { save, subscribePending: pending.subscribe, isPending: pending.get };
}
