import { logError } from '../../core/platform/log';
import {
  LAST_ACTIVITY_KEY,
  TOKEN_EXPIRY_KEY,
  readTime,
  writeTime,
  type KeyValueStorage,
} from '../session-constants/session-constants';

/** Spec section 4. No stored expiry refreshes nothing: no token requests without tokens. */
export function isStoredTokenExpired(storage: KeyValueStorage, now: number): boolean {
  const expiry = readTime(storage, TOKEN_EXPIRY_KEY);
  return expiry !== undefined && now >= expiry;
}

export interface TokenRefreshCheckOptions {
  storage: KeyValueStorage;
  now: () => number;
  /** Read on every activity: flags can change while the page is open. */
  isRefreshFlagged: () => boolean;
  /** A failure is logged; the identity client handles it. */
  refresh: () => Promise<unknown>;
}

/**
 * One refresh at a time: until the new expiry is stored, the old one still reads as passed.
 * `activityAt`: an activity's time when it is acted on later (its code came after it).
 */
export function createTokenRefreshCheck(
  options: TokenRefreshCheckOptions,
): (activityAt?: number) => boolean {
  const { storage, now, isRefreshFlagged, refresh } = options;
  let refreshing = false;

  return (activityAt) => {
    if (!isRefreshFlagged()) return false;
    const time = now();
    // Usually just written by the tracker; kept so the step holds on another trigger. An earlier
    // activity's time never replaces a later one (another tab's).
    if (activityAt === undefined) writeTime(storage, LAST_ACTIVITY_KEY, time);
    else if ((readTime(storage, LAST_ACTIVITY_KEY) ?? -Infinity) < activityAt)
      writeTime(storage, LAST_ACTIVITY_KEY, activityAt);
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
