import type { SiteContext } from '../locale/site-context';
import { readItem, writeItem } from '../platform/storage';

/**
 * The context flags are evaluated for (spec section 3): kind `user`; the user id, or a per-browser
 * anonymous key with `anonymous: true`; the site; the visitor's country when known.
 */
export interface FlagContext {
  kind: 'user';
  key: string;
  anonymous?: true;
  /** The base site (`caassessments`). */
  siteUid: string;
  /** Base site and language (`caassessments-fr`): the base store a shopper buys from. */
  storeUid: string;
  locale: string;
  /** ISO 3166-1 alpha-2, from the geolocation lookup; absent when unknown. */
  country?: string;
}

/** Local storage key of the anonymous visitor's random key (stable per browser). */
export const ANONYMOUS_KEY_STORAGE = 'store-widgets.flags-anonymous-key';

let pageAnonymousKey: string | undefined;

function randomKey(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http page.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** The browser's anonymous key; per page only when local storage is unavailable (blocked, sandboxed). */
function anonymousKey(): string {
  const stored = readItem(ANONYMOUS_KEY_STORAGE);
  if (stored) return stored;
  const key = (pageAnonymousKey ??= randomKey());
  writeItem(ANONYMOUS_KEY_STORAGE, key);
  return key;
}

export function buildFlagContext({
  user,
  site,
  country,
}: {
  user: { id: string } | null;
  site: SiteContext;
  country?: string | undefined;
}): FlagContext {
  return {
    kind: 'user',
    ...(user ? { key: user.id } : { key: anonymousKey(), anonymous: true }),
    siteUid: site.baseSite,
    storeUid: `${site.baseSite}-${site.language}`,
    locale: site.locale,
    ...(country ? { country } : {}),
  };
}
