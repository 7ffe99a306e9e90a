import { TOKEN_THRESHOLD_MS } from '../session-constants';
import { expiresWithin, readStoredTokens, type StoredTokens } from './token-store';

/*
 * What the session's code decides about tokens without the identity SDK: most signed-in pages
 * load with fresh stored tokens, and download no identity code at all (identity-client.ts). The
 * acquisition itself (acquire-tokens.ts) comes with the SDK, in a chunk of its own
 * (identity-code.ts).
 */

export interface AcquireOptions {
  forceRenew?: boolean;
  /** `code` and `state` from the redirect URL, when coming back from the identity server. */
  query?: { code?: string | undefined; state?: string | undefined };
}

/** The browser is on its way to the identity server; nothing more happens on this page. */
export const REDIRECTING = 'redirecting' as const;

/**
 * The stored tokens when they are used as they are: renewal not forced, no code came back, and
 * they do not expire within the threshold. Needs no identity SDK (identity-client.ts asks this
 * first, and loads the SDK only when the answer is none).
 */
export function reusableTokens(
  options: AcquireOptions = {},
  now = Date.now(),
): StoredTokens | undefined {
  if (options.forceRenew || options.query?.code) return undefined;
  const stored = readStoredTokens();
  return stored && !expiresWithin(stored, now, TOKEN_THRESHOLD_MS) ? stored : undefined;
}
