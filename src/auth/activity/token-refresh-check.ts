import { logError } from '../../core/platform/log';
import {
  LAST_ACTIVITY_KEY,
  TOKEN_EXPIRY_KEY,
  readTime,
  writeTime,
  type KeyValueStorage,
} from '../session-constants';

/**
 * True when the stored token expiry has passed (spec section 4: "when stored token expiry has
 * passed"). No stored expiry means nothing is known to be expired, so nothing is refreshed: a
 * shopper without tokens must not trigger a token request on every mouse click.
 */
export function isStoredTokenExpired(storage: KeyValueStorage, now: number): boolean {
  const expiry = readTime(storage, TOKEN_EXPIRY_KEY);
  return expiry !== undefined && now >= expiry;
}

export interface TokenRefreshCheckOptions {
  storage: KeyValueStorage;
  now: () => number;
  /** The refresh feature flag, read on every activity because flags can change while the page is open. */
  isRefreshFlagged: () => boolean;
  /** Renews the tokens (identity client). A failure is logged; the identity client handles it (timeout event). */
  refresh: () => Promise<unknown>;
}

/**
 * The activity step "if refresh is flagged, save the activity time and refresh an expired token"
 * (spec section 4), to call from the activity tracker's `onActivity`. Returns whether it started a
 * refresh. One refresh at a time: activity arrives every second, and until the new expiry is
 * stored the old one still reads as passed.
 */
export function createTokenRefreshCheck(options: TokenRefreshCheckOptions): () => boolean {
  const { storage, now, isRefreshFlagged, refresh } = options;
  let refreshing = false;

  return () => {
    if (!isRefreshFlagged()) return false;
    const time = now();
    // Usually the tracker has just written the same value; saving it here keeps this step true to
    // the spec when it is wired to another trigger.
    writeTime(storage, LAST_ACTIVITY_KEY, time);
    if (refreshing || !isStoredTokenExpired(storage, time)) return false;
    refreshing = true;
    let started: Promise<unknown>;
    try {
      started = refresh();
    } catch (error) {
      started = Promise.reject(error);
    }
    started
      .catch((error: unknown) => logError('token refresh after activity failed', error))
      .finally(() => {
        refreshing = false;
      });
    return true;
  };
}
