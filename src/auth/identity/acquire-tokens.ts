import { logWarning } from '../../core/platform/log';
import { IDENTITY_TIMEOUT_MS, TOKEN_RACE_TIMEOUT_MS } from '../session-constants/session-constants';
import { authorizeByFetch } from './authorize-by-fetch';
import type { AuthorizeTransport } from './authorize-transport';
import { IdentityError, REDIRECT_FALLBACK_ERRORS } from './identity-errors';
import { createPkce, savePkce, takeSavedPkce, type PkceValues } from './pkce';
import type { OAuthSdk } from './oauth-sdk';
import { REDIRECTING, reusableTokens, type AcquireOptions } from './reusable-tokens';
import {
  areValidTokens,
  beginRenewal,
  clearStoredTokens,
  endRenewal,
  readStoredTokens,
  writeStoredTokens,
  type StoredTokens,
} from './token-store';

export interface AcquireDeps {
  sdk: Pick<OAuthSdk, 'authorizeUrl' | 'authorizeByFrame' | 'exchange' | 'revoke'>;
  transport: AuthorizeTransport;
  loginMode: 'embedded' | 'redirect';
  navigate: (url: string) => void;
  now?: () => number;
}

/** All mean "the shopper must sign in (or consent) first". */
const INTERACTION_NEEDED = new Set(['login_required', 'consent_required', 'interaction_required']);

async function exchange(
  deps: AcquireDeps,
  query: { code?: string | undefined; state?: string | undefined },
  pkce: PkceValues | undefined,
): Promise<StoredTokens> {
  if (!pkce || query.state !== pkce.state) throw new Error(IdentityError.StateMismatch);
  if (!query.code) throw new Error(IdentityError.FailedToAcquireCode);
  const tokens = await deps.sdk.exchange(query.code, pkce.verifier);
  if (!tokens.accessToken || !areValidTokens(tokens))
    throw new Error(IdentityError.UnableToExchange);
  writeStoredTokens(tokens);
  return tokens;
}

function codeFromUrl(url: string): { code: string; state: string | undefined } {
  const params = new URL(url).searchParams;
  const error = params.get('error');
  if (error) {
    throw new Error(
      INTERACTION_NEEDED.has(error)
        ? IdentityError.AuthenticationOrConsentRequired
        : (params.get('error_description') ?? error),
    );
  }
  const codes = params.getAll('code');
  if (codes.length === 0) throw new Error(IdentityError.AuthenticationOrConsentRequired);
  // No single code: nothing to exchange (checked after the state, as the identity SDK does).
  return {
    code: codes.length === 1 ? (codes[0] ?? '') : '',
    state: params.get('state') ?? undefined,
  };
}

/** Spec section 4; in redirect login mode, a silent failure falls back to a full redirect. */
export async function acquireTokens(
  deps: AcquireDeps,
  options: AcquireOptions = {},
): Promise<StoredTokens | typeof REDIRECTING> {
  const now = deps.now ?? Date.now;
  const reusable = reusableTokens(options, now());
  if (reusable) return reusable;
  const stored = readStoredTokens();
  if (!stored) return authorize(deps, options);
  // The marker tells other tabs the tokens' deletion is a renewal.
  beginRenewal(now());
  try {
    try {
      await deps.sdk.revoke();
    } catch (error) {
      logWarning('the previous token could not be revoked', error);
    }
    clearStoredTokens();
    return await authorize(deps, options);
  } finally {
    endRenewal();
  }
}

async function authorize(
  deps: AcquireDeps,
  options: AcquireOptions,
): Promise<StoredTokens | typeof REDIRECTING> {
  if (options.query?.code) return exchange(deps, options.query, takeSavedPkce());

  const pkce = createPkce();
  try {
    const finalUrl =
      deps.transport === 'fetch'
        ? await authorizeByFetch(await deps.sdk.authorizeUrl(pkce, 'none'), IDENTITY_TIMEOUT_MS)
        : await deps.sdk.authorizeByFrame(pkce);
    return await exchange(deps, codeFromUrl(finalUrl), pkce);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (
      deps.loginMode === 'redirect' &&
      REDIRECT_FALLBACK_ERRORS.some((e) => message.includes(e))
    ) {
      savePkce(pkce);
      deps.navigate(await deps.sdk.authorizeUrl(pkce));
      return REDIRECTING;
    }
    throw error;
  }
}

/** Token acquisition never hangs the page (spec section 9). */
export function raceTokenAcquisition<T>(
  work: Promise<T>,
  timeoutMs = TOKEN_RACE_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(IdentityError.LoginFailed)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
