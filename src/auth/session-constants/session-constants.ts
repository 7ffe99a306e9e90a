// Session timings, storage keys and cookies (spec 3, 4, 9), in one place so every tab agrees.

/** Spec 9: no activity in any tab for this long ends the session. */
export const IDLE_LIMIT_MS = 1800 * 1000;
/** Spec 9: user events act at most once per interval. */
export const ACTIVITY_INTERVAL_MS = 1000;
/** Spec 7, 9: the keep-alive `GET /store/customer/current` runs at most once per this. */
export const CUSTOMER_CHECK_THROTTLE_MS = 300_000;
/** Spec 4, 9: how long before the idle limit the idle warning appears. */
export const IDLE_WARNING_MS = 15_000;
/** Spec 4, 9: session loading stops after this even if the check has not answered. */
export const SESSION_INIT_TIMEOUT_MS = 4000;
/** A stored token expiring within this window is renewed rather than reused (spec 4, 9). */
export const TOKEN_THRESHOLD_MS = 30_000;
/** Concurrent token acquisitions wait for each other at most this long (spec 9). */
export const TOKEN_RACE_TIMEOUT_MS = 10_000;
export const IDENTITY_TIMEOUT_MS = 60_000;

/** Spec 3's local storage values, plus two it implies. Timestamps are `String(Date.now())`. */
export const LAST_ACTIVITY_KEY = 'store-widgets.lastActivityTime';
export const TOKENS_KEY = 'store-widgets.tokens';
/** Set while a tab renews the tokens: other tabs must not take the deletion for a sign-out. */
export const RENEWAL_KEY = 'store-widgets.tokens.renewing';
export const TOKEN_EXPIRY_KEY = 'store-widgets.tokenExpiry';
export const PREVIOUS_LOCALE_KEY = 'store-widgets.previousLocale';
export const LAST_CUSTOMER_CHECK_KEY = 'store-widgets.lastCustomerCheckTime';
export const SEEN_NOTIFICATIONS_KEY = 'store-widgets.seenNotificationIds';

export const NOTIFICATIONS_PARAM = 'notifications';

/** Spec 3 does not name them; a backend with fixed names needs only these changed. */
export const REGISTRATION_COUNTRY_COOKIE = 'customerRegistrationStoreCountryCode';
export const CURRENCY_AUTO_SWITCHED_COOKIE = 'currencyAutoSwitched';
export const CURRENCY_SWITCHED_COOKIE = 'currencySwitched';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage that throws or holds a non-number reads as "not stored". */
export function readTime(storage: KeyValueStorage, key: string): number | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** False when storage refused (quota, blocked), so callers can fall back. */
export function writeTime(storage: KeyValueStorage, key: string, value: number): boolean {
  try {
    storage.setItem(key, String(Math.round(value)));
    return true;
  } catch {
    return false;
  }
}

/**
 * When a signed-in page fetches code it needs only long after its load (the idle warning, the
 * sign-out): not with the page, and before the shopper may have gone offline.
 */
export const SIGNED_IN_PREFETCH_MS = 60_000;
