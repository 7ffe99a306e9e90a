import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import type { Core } from '../../core/core';
import { emit, type SignOutReason } from '../../core/events/events';
import { logError, logWarning } from '../../core/platform/log';
import { sharedInstance } from '../../core/platform/shared-instance';
import { finishSessionLoading, setUser } from '../../core/store/actions';
import {
  clearStoredTokens,
  isRenewalInProgress,
  readStoredTokens,
  RENEWAL_KEY,
  TOKENS_KEY,
} from '../identity/token-store';
import { isAuthorizationFrame } from '../identity/callback-page';
import { fetchUserNames } from '../../api/users/get-user';
import { fetchUserInfo } from '../identity/user-info';
import { SESSION_INIT_TIMEOUT_MS } from '../session-constants/session-constants';
import { takeCallbackQuery } from './callback-url';
import { getTokens, REDIRECTING } from './identity-client';
import { loadTokenCode } from '../identity/load-token-code';
import { loadUserProfile, type UserInfo } from './user-profile';

/** Set by session-actions.ts, kept apart for size. */
export interface SessionHooks {
  onSignedIn: (core: Core) => void;
  onSignedOut: (core: Core) => void;
  onTokenFailure: (core: Core) => void;
}
let hooks: SessionHooks | undefined;
export function setSessionHooks(value: SessionHooks): void {
  hooks = value;
}

/** By our own request (user-info.ts): fresh tokens need no identity SDK. */
async function adoptSession(core: Core): Promise<void> {
  const tokens = readStoredTokens();
  if (!tokens) throw new Error('no stored tokens to read the user with');
  // Her names need only her token: asked beside the identity's userinfo, not a round trip after
  // it, since every signed-in page waits for both. Tokens the identity refuses make the names'
  // read fail too, and a page still checking its session renews nothing on a 401 (step-up.ts):
  // the read is then dropped with the session.
  const names = fetchUserNames();
  names.catch(() => undefined);
  const info = (await fetchUserInfo(core, tokens.accessToken)) as UserInfo;
  const user = await loadUserProfile(core, info, names);
  setUser(core, user);
  emit(document, 'store-signed-in', { userId: user.id });
  hooks?.onSignedIn(core);
}

/** A server down or slow leaves the page signed out without a message: nobody asked for it. */
async function restoreSession(core: Core): Promise<void> {
  try {
    const tokens = await getTokens(core);
    if (tokens === REDIRECTING) return;
    await adoptSession(core);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/received 401|invalid|State mismatch/i.test(message)) clearStoredTokens();
    logWarning('the stored session could not be restored; showing the page signed out', error);
    setUser(core, null);
  }
}

async function completeRedirectLogin(
  core: Core,
  query: { code: string; state: string },
): Promise<void> {
  const tokens = await getTokens(core, { query });
  if (tokens !== REDIRECTING) await adoptSession(core);
}

async function checkSession(core: Core): Promise<void> {
  const { config } = core;
  if (!config.sessionEnabled) return;
  const callback = takeCallbackQuery(config.routes);
  if (callback && 'error' in callback) {
    logError(`sign-in did not complete: ${callback.error}`);
  } else if (callback) {
    await completeRedirectLogin(core, callback).catch((error: unknown) =>
      logError('sign-in did not complete', error),
    );
  } else if (readStoredTokens() || isRenewalInProgress()) {
    // A renewal another page started (then left, mid-way) deleted the old tokens: finish it here.
    await restoreSession(core);
  }
}

// Follows other tabs; a renewal deletes the old tokens first (spec section 4), marked: no sign-out
// unless it ends without new tokens.
function followOtherTabs(core: Core): void {
  globalThis.addEventListener('storage', (event) => {
    const renewalEnded = event.key === RENEWAL_KEY && !event.newValue;
    if (event.key !== TOKENS_KEY && event.key !== null && !renewalEnded) return;
    const signedIn = Boolean(core.store.session.user);
    const tokens = readStoredTokens();
    if (!tokens && signedIn) {
      if (!renewalEnded && isRenewalInProgress()) return;
      markSignedOut(core, 'other-tab');
    } else if (tokens && !signedIn && !renewalEnded) {
      void followSignInElsewhere(core);
    }
  });
}

function followSignInElsewhere(core: Core): Promise<void> {
  return adoptSession(core).catch((error: unknown) =>
    logWarning('could not follow the sign-in of another tab', error),
  );
}

/** The page's one session check (spec section 4); only the first call acts. */
export function startSession(core: Core, { signedInElsewhere = false } = {}): void {
  sharedInstance('session', () => {
    if (isAuthorizationFrame()) {
      finishSessionLoading(core);
      return true;
    }
    setAccessTokenProvider(() => readStoredTokens()?.accessToken);
    const deadline = setTimeout(() => finishSessionLoading(core), SESSION_INIT_TIMEOUT_MS);
    // Another tab signed in: adopt its tokens as they are; a check would renew them.
    const check = signedInElsewhere ? followSignInElsewhere : checkSession;
    void check(core)
      .catch((error: unknown) => logError('session check failed', error))
      .finally(() => {
        clearTimeout(deadline);
        finishSessionLoading(core);
      });
    followOtherTabs(core);
    return true;
  });
}

/** After the authentication tree succeeded: tokens, then the user, in every widget at once. */
export async function completeSignIn(core: Core): Promise<'signed-in' | 'redirecting'> {
  const tokens = await getTokens(core, { forceRenew: true });
  if (tokens === REDIRECTING) return 'redirecting';
  await adoptSession(core);
  return 'signed-in';
}

/**
 * As the SDK's sign-out: the tree's session first (spec 7: its cookie skips the password). Its
 * OAuth client's calls, in the token code: a sign-out runs no tree.
 */
export async function endIdentitySession(core: Core): Promise<void> {
  const tokens = readStoredTokens();
  try {
    const sdk = (await loadTokenCode()).oauthSdk(core);
    await sdk.logout().catch((e: unknown) => logWarning('ending the sign-in session failed', e));
    if (tokens) {
      await sdk
        .endSession(tokens.idToken ?? '')
        .catch((e: unknown) => logWarning('end session failed', e));
      await sdk.revoke().catch((e: unknown) => logWarning('token revocation failed', e));
    }
  } catch (error) {
    logWarning('the identity server could not be told about the sign-out', error);
  }
  clearStoredTokens();
}

/** Renewal failed (spec section 4): user null, timeout event; from activity and 401 retry. */
export function reportTokenFailure(core: Core): void {
  if (!core.store.session.user) return;
  setUser(core, null);
  if (hooks) hooks.onTokenFailure(core);
  else emit(document, 'store-signed-out', { reason: 'timeout' });
}

export function markSignedOut(core: Core, reason: SignOutReason): void {
  setUser(core, null);
  hooks?.onSignedOut(core);
  emit(document, 'store-signed-out', { reason });
}
