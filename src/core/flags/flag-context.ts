import type { SiteContext } from '../locale/site-context';
import { readItem, writeItem } from '../platform/storage';

/** Spec section 3; an anonymous visitor has a per-browser key. */
export interface FlagContext {
  kind: 'user';
  key: string;
  anonymous?: true;
  siteUid: string;
  /** `caassessments-fr`: the base store a shopper buys from. */
  storeUid: string;
  locale: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
}

export const ANONYMOUS_KEY_STORAGE = 'store-widgets.flags-anonymous-key';

let pageAnonymousKey: string | undefined;

function randomKey(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http page.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** Per page only when local storage is unavailable (blocked, sandboxed). */
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
