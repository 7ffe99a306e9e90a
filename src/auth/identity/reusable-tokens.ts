import { TOKEN_THRESHOLD_MS } from '../session-constants/session-constants';
import { expiresWithin, readStoredTokens, type StoredTokens } from './token-store';

// Token decisions without the identity SDK: pages with fresh stored tokens never download it.

export interface AcquireOptions {
  forceRenew?: boolean;
  /** Off to the identity server's page when no silent sign-in works, whatever the page's mode. */
  loginMode?: 'redirect';
  query?: { code?: string | undefined; state?: string | undefined };
}

export const REDIRECTING = 'redirecting' as const;

/** The stored tokens when they may be used as they are; undefined means the SDK must be loaded. */
export function reusableTokens(
  options: AcquireOptions = {},
  now = Date.now(),
): StoredTokens | undefined {
  if (options.forceRenew || options.query?.code) return undefined;
  const stored = readStoredTokens();
  return stored && !expiresWithin(stored, now, TOKEN_THRESHOLD_MS) ? stored : undefined;
}
