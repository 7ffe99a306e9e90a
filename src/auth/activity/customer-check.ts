import { logError } from '../../core/platform/log';
import {
  CUSTOMER_CHECK_THROTTLE_MS,
  LAST_CUSTOMER_CHECK_KEY,
  readTime,
  writeTime,
  type KeyValueStorage,
} from '../session-constants/session-constants';

/** 200, 401, or anything else (network, 5xx). */
export type CustomerCheckOutcome = 'ok' | 'unauthorized' | 'error';
/** `skipped`: checked within the throttle window, in any tab. */
export type CustomerCheckResult = CustomerCheckOutcome | 'skipped';

export interface CustomerCheckOptions {
  /** Usually `localStorage`, so the throttle holds across tabs. */
  storage: KeyValueStorage;
  now: () => number;
  check: () => Promise<CustomerCheckOutcome>;
  onUnauthorized: () => void;
}

export interface CustomerCheck {
  maybeCheck: () => Promise<CustomerCheckResult>;
}

/** The keep-alive customer check (spec sections 4, 7, 8), throttled per browser. */
export function createCustomerCheck(options: CustomerCheckOptions): CustomerCheck {
  const { storage, now, check, onUnauthorized } = options;
  let inFlight: Promise<CustomerCheckResult> | undefined;
  // In case storage is blocked: the throttle still holds in this tab.
  let lastLocal: number | undefined;

  const recentlyChecked = (time: number): boolean => {
    const stored = readTime(storage, LAST_CUSTOMER_CHECK_KEY);
    return [stored, lastLocal].some(
      // A time in the future (clock set back) is ignored rather than blocking checks.
      (last) => last !== undefined && last <= time && time - last < CUSTOMER_CHECK_THROTTLE_MS,
    );
  };

  const run = async (): Promise<CustomerCheckResult> => {
    let outcome: CustomerCheckOutcome;
    try {
      outcome = await check();
    } catch (error) {
      // Spec 8: only a 401 logs out.
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
      // Claimed before the request, so tabs acting at once skip it; a failure keeps the claim.
      lastLocal = time;
      writeTime(storage, LAST_CUSTOMER_CHECK_KEY, time);
      inFlight = run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
