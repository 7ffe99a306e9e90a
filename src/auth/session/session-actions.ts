import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import { setNotifications } from '../../core/store/actions';
import { setEmulation } from '../../core/store/emulation-actions';
import { importAgain } from '../../core/element/import-again';
import { clearStoredTokens } from '../identity/token-store';
import { NOTIFICATIONS_PARAM, SIGNED_IN_PREFETCH_MS } from '../session-constants/session-constants';
import { getTokens } from './identity-client';
import type { SignOutOptions } from './session-code';
import { startSessionOperation } from './session-operation';
import { navigateAfterSignIn, rememberReturnTo } from './after-sign-in';
import { startActivitySession } from './session-activity';
import { markSignedOut, reportTokenFailure, setSessionHooks } from './session-manager';
import { showSignedOutNotice } from './signed-out-notice';

let activity: ReturnType<typeof startActivitySession> | undefined;

// The sign-out's and the URL notifications' code, chunks of their own (sign-out.ts,
// page-notifications.ts): neither is on a signed-in page's first load.
const loadSignOut = () => importAgain(() => import('./sign-out'));
const importNotifications = () => importAgain(() => import('../notifications/page-notifications'));
/** Kept once loaded: a close is remembered at once, before a reload can come. */
let notificationsCode: Awaited<ReturnType<typeof importNotifications>> | undefined;
const loadNotifications = () => importNotifications().then((code) => (notificationsCode = code));
let signOutPrefetch: ReturnType<typeof setTimeout> | undefined;

/**
 * Sign-out (spec section 4). Without its code (offline, a failed load) this page still forgets the
 * session and says so, staying where it is: the servers cannot be told, and a page to go to
 * (the logout redirect's) would not load either.
 */
export async function signOut(core: Core, options: SignOutOptions): Promise<void> {
  let steps: Awaited<ReturnType<typeof loadSignOut>>;
  try {
    steps = await loadSignOut();
  } catch (error) {
    logError('the sign-out code could not be loaded; signed out on this page only', error);
    const operation = startSessionOperation('sign-out');
    clearStoredTokens();
    markSignedOut(core, options.reason);
    operation.succeeded();
    showSignedOutNotice(core, options.reason);
    return;
  }
  await steps.signOut(core, options);
}

/**
 * Off to the identity server (spec 4), in either login mode: embedded pages reach this only when
 * no account menu's form is there to sign in. `returnTo` kept aside: the way back drops the query.
 */
export async function signIn(core: Core): Promise<void> {
  rememberReturnTo(core);
  try {
    await getTokens(core, { forceRenew: true, loginMode: 'redirect' });
  } catch (error) {
    logError('sign-in could not start', error);
  }
}

/** The activity session (started for the signed-in shopper) holds its core already. */
export function staySignedIn(): void {
  activity?.extend();
}

export function dismissNotification(core: Core, id: string): void {
  // A notification from the address came with its code; any other is remembered once it loads.
  if (notificationsCode) notificationsCode.pageNotifications().markSeen(id);
  else
    loadNotifications().then(
      (m) => m.pageNotifications().markSeen(id),
      (error: unknown) => logError('could not remember a closed notification', error),
    );
  setNotifications(
    core,
    core.store.notifications.filter((n) => n.id !== id),
  );
}

/** Notifications carried in the page URL (spec section 3), shown once per id. */
export function showQueryNotifications(core: Core): void {
  const { search } = globalThis.location;
  if (core.store.notifications.length > 0 || !new URLSearchParams(search).has(NOTIFICATIONS_PARAM))
    return;
  loadNotifications().then(
    (m) => {
      const fromUrl = m.pageNotifications().fromQuery(search);
      if (fromUrl.length > 0 && core.store.notifications.length === 0)
        setNotifications(core, fromUrl);
    },
    (error: unknown) => logError('the notifications in the address could not be shown', error),
  );
}

setSessionHooks({
  onSignedIn: (core) => {
    void navigateAfterSignIn(core);
    clearTimeout(signOutPrefetch);
    signOutPrefetch = setTimeout(() => loadSignOut().catch(() => undefined), SIGNED_IN_PREFETCH_MS);
    activity?.stop();
    activity = startActivitySession(core, {
      onUnauthorized: () => void signOut(core, { reason: 'session-ended' }),
      onIdle: () => void signOut(core, { reason: 'idle' }),
      onTokenFailure: () => reportTokenFailure(core),
    });
  },
  onTokenFailure: (core) => void signOut(core, { reason: 'timeout' }),
  onSignedOut: (core) => {
    clearTimeout(signOutPrefetch);
    activity?.stop();
    activity = undefined;
    // Signed out elsewhere: no customer session outlives the agent's.
    setEmulation(core, null);
  },
});
