import { logError } from '../../core/platform/log';
import {
  CUSTOMER_CHECK_THROTTLE_MS,
  LAST_CUSTOMER_CHECK_KEY,
  readTime,
  writeTime,
  type KeyValueStorage,
} from '../session-constants';

/** What `GET /store/customer/current` said: 200, 401, or anything else (network, 5xx). */
export type CustomerCheckOutcome = 'ok' | 'unauthorized' | 'error';
/** `skipped`: another call (in any tab) checked within the throttle window. */
export type CustomerCheckResult = CustomerCheckOutcome | 'skipped';

export interface CustomerCheckOptions {
  /** Usually `localStorage`, so the throttle holds across tabs and widget copies. */
  storage: KeyValueStorage;
  now: () => number;
  check: () => Promise<CustomerCheckOutcome>;
  /** Spec: a 401 means the shopper is logged out; the caller logs out. */
  onUnauthorized: () => void;
}

export interface CustomerCheck {
  maybeCheck: () => Promise<CustomerCheckResult>;
}

/**
 * The keep-alive customer check (spec sections 4, 7, 8), at most once per
 * CUSTOMER_CHECK_THROTTLE_MS per browser.
 */
export function createCustomerCheck(options: CustomerCheckOptions): CustomerCheck {
  const { storage, now, check, onUnauthorized } = options;
  let inFlight: Promise<CustomerCheckResult> | undefined;
  // Our own last check, in case storage is blocked: the throttle then still holds in this tab.
  let lastLocal: number | undefined;

  const recentlyChecked = (time: number): boolean => {
    const stored = readTime(storage, LAST_CUSTOMER_CHECK_KEY);
    return [stored, lastLocal].some(
      // A time in the future (clock set back) is ignored rather than blocking checks for hours.
      (last) => last !== undefined && last <= time && time - last < CUSTOMER_CHECK_THROTTLE_MS,
    );
  };

  const run = async (): Promise<CustomerCheckResult> => {
    let outcome: CustomerCheckOutcome;
    try {
      outcome = await check();
    } catch (error) {
      // Spec 8: only a 401 logs out; a network error or a 500 must not end the session.
      logError('customer check failed; the session is kept', error);
      return 'error';
    }
    if (outcome === 'error') {
      logError('customer check failed; the session is kept');
    } else if (outcome === 'unauthorized') {
      try {
        onUnauthorized();
      } catch (error) {
        logError('logout after a 401 from the customer check failed', error);
      }
    }
    return outcome;
  };

  return {
    maybeCheck() {
      if (inFlight) return inFlight;
      const time = now();
      if (recentlyChecked(time)) return Promise.resolve('skipped');
      // Claim the slot before the request leaves, so tabs acting in the same second skip it.
      // A failed check keeps the claim: retrying a failing server every second helps nobody.
      lastLocal = time;
      writeTime(storage, LAST_CUSTOMER_CHECK_KEY, time);
      inFlight = run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
