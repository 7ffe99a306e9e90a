/**
 * Timings, local storage keys and cookie names of the session behaviour (spec sections 3, 4, 9).
 * Kept in one place so that every tab, every widget and every copy of the script agree on them:
 * the keys are how tabs talk to each other.
 */

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
/** Default identity server request timeout (spec 7, 9). */
export const IDENTITY_TIMEOUT_MS = 60_000;

/**
 * Local storage keys (spec 3 "local storage values", plus the two the spec implies: the shared
 * customer-check time that makes the throttle per browser, and the seen notification ids).
 * Timestamps are stored as decimal milliseconds since the epoch (`String(Date.now())`).
 */
export const LAST_ACTIVITY_KEY = 'store-widgets.lastActivityTime';
/** The signed-in shopper's tokens, JSON (src/auth/identity/token-store.ts). */
export const TOKENS_KEY = 'store-widgets.tokens';
/**
 * Set (to the start time) while one tab renews the tokens, between deleting the old ones and
 * storing the new: other tabs must not take that deletion for a sign-out.
 */
export const RENEWAL_KEY = 'store-widgets.tokens.renewing';
/** Access token expiry, ms timestamp; written by the identity client whenever it stores tokens. */
export const TOKEN_EXPIRY_KEY = 'store-widgets.tokenExpiry';
/** JSON record of the last automatic regional switch (see regional-redirect.ts). */
export const PREVIOUS_LOCALE_KEY = 'store-widgets.previousLocale';
export const LAST_CUSTOMER_CHECK_KEY = 'store-widgets.lastCustomerCheckTime';
/** Comma-separated ids of notifications the shopper closed (spec 3). */
export const SEEN_NOTIFICATIONS_KEY = 'store-widgets.seenNotificationIds';

/** The query parameter that carries notifications for the shopper (spec section 3). */
export const NOTIFICATIONS_PARAM = 'notifications';

/**
 * Cookie names (spec 3). The spec does not name them; these are ours. The store backend reads
 * them, so a backend with fixed names needs only these three strings changed.
 */
export const REGISTRATION_COUNTRY_COOKIE = 'customerRegistrationStoreCountryCode';
export const CURRENCY_AUTO_SWITCHED_COOKIE = 'currencyAutoSwitched';
export const CURRENCY_SWITCHED_COOKIE = 'currencySwitched';

/** The part of `Storage` these modules use, so tests and wrappers need not implement the rest. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A stored ms timestamp; storage that throws or holds a non-number reads as "not stored". */
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

/** Stores a ms timestamp; false when storage refused (quota, blocked), so callers can fall back. */
export function writeTime(storage: KeyValueStorage, key: string, value: number): boolean {
  try {
    storage.setItem(key, String(Math.round(value)));
    return true;
  } catch {
    return false;
  }
}
