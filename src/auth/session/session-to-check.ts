import { readItem } from '../../core/platform/storage';
import { NOTIFICATIONS_PARAM, RENEWAL_KEY, TOKENS_KEY } from '../session-constants';

/** Why a page needs the session's code at once; nothing of these: an anonymous visitor. */
export type SessionToCheck =
  'session-off' | 'tokens' | 'renewal' | 'sign-in-callback' | 'notifications';

export interface PageFacts {
  sessionEnabled: boolean;
  /** The page URL's query (`location.search`). */
  search: string;
}

/**
 * What the session check at page load (src/auth/session/start.ts, spec section 4) would act on,
 * read without its code, so that an anonymous visitor's page never downloads it:
 * - stored tokens, well-formed or not (restored, or discarded: the session code decides);
 * - a renewal another tab left mid-way (it deleted the old tokens; this page finishes it);
 * - the identity server's answer in the URL (`code` and `state`, or `error`), redirect login mode;
 * - notifications carried in the URL (spec section 3);
 * - the session feature off (the check is skipped, but the page still follows other tabs' sign-in:
 *   a rare page, which keeps the session code as before).
 * A stored customer service emulation is not among them: without its agent signed in (tokens) it
 * does nothing (src/core/store/emulation.ts).
 */
export function sessionToCheck(page: PageFacts): SessionToCheck | undefined {
  if (!page.sessionEnabled) return 'session-off';
  if (readItem(TOKENS_KEY) !== null) return 'tokens';
  if (readItem(RENEWAL_KEY) !== null) return 'renewal';
  const query = new URLSearchParams(page.search);
  if (query.has('code') || query.has('error')) return 'sign-in-callback';
  if (query.has(NOTIFICATIONS_PARAM)) return 'notifications';
  return undefined;
}
