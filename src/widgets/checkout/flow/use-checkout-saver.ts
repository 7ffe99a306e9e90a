import { useCore } from '../../../core/react/core-context';
import { useCallback, useRef, useState } from 'react';
import {
  type CheckoutChoice,
  type CheckoutChoiceBodies,
  type CheckoutState,
} from '../../../api/checkout/checkout.schema';
import type { CheckoutErrorKey } from '../../../api/checkout/checkout-errors';
import { checkoutQueryOptions } from '../../../api/checkout/get-checkout';
import { importAgain } from '../../../core/element/import-again';
import { tellOtherTabsCartChanged } from '../../../ui/cart/cart-sync';
import { cartNow } from '../../../ui/cart/cart-now';
import type * as CheckoutSaves from './checkout-saves';

export type SaveOutcome =
  | { ok: true; state: CheckoutState }
  /** `reason`: a CHECKOUT_ERRORS refusal; undefined for a transport or server failure. */
  | { ok: false; error: unknown; reason: CheckoutErrorKey | undefined }
  /** Saved, but the cart changed elsewhere: the checkout restarts. */
  | { ok: false; error: undefined; reason: 'cartModified' }
  /** A double click: nothing was sent. */
  | { ok: false; error: undefined; reason: 'busy' };

export interface CheckoutSaver {
  save: <K extends CheckoutChoice>(
    choice: K,
    body: CheckoutChoiceBodies[K],
  ) => Promise<SaveOutcome>;
  /** A save in flight, as a store: only the Continue button re-renders, not the whole checkout. */
  subscribePending: (listener: () => void) => () => void;
  isPending: () => boolean;
}

/**
 * The saves' requests, with the reading of their refusals, come with the shopper's start on a step
 * (prefetchCheckoutSaves), as the next step's code does: a checkout opened and not touched saves
 * nothing.
 */
const checkoutSaves = () => importAgain(() => import('./checkout-saves'));

export function prefetchCheckoutSaves(): void {
  checkoutSaves().catch(() => undefined);
}

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
 * Saves one checkout choice on the cart; a retry keeps its request id. OCC answers no body, so the
 * checkout and cart are read again; a cart unlike `shown` (its fingerprint) is `cartModified`.
 */
export function useCheckoutSaver(userId: string, shown: string): CheckoutSaver {
  const core = useCore();
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
      let saves: typeof CheckoutSaves | undefined;
      try {
        saves = await checkoutSaves();
        await saves.setCheckoutChoice(choice, body, retry.current.requestId);
        retry.current = null;
        // Another tab showing this checkout reads the new choices.
        tellOtherTabsCartChanged();
        const [state, now] = await Promise.all([
          core.queries.fetch({ ...checkoutQueryOptions(userId), staleTime: 0 }),
          cartNow(core, shown),
        ]);
        if (now !== 'shown') return { ok: false, error: undefined, reason: 'cartModified' };
        return { ok: true, state };
      } catch (error) {
        // Its code not loaded: a transport failure, as the request's own would be.
        return { ok: false, error, reason: saves?.checkoutErrorOf(error) };
      } finally {
        inFlight.current = false;
        pending.set(false);
      }
    },
    [core, shown, userId, pending],
  );
  return { save, subscribePending: pending.subscribe, isPending: pending.get };
}
