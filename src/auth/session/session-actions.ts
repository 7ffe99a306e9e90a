import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import { sharedInstance } from '../../core/platform/shared-instance';
import { storageOrPageMemory } from '../../core/platform/storage';
import { setNotifications } from '../../core/store/actions';
import { setEmulation } from '../../core/store/emulation-actions';
import { logoutPlan } from '../logout/logout-redirect';
import { createNotifications } from '../notifications/notifications';
import { getTokens } from './identity-client';
import type { SignOutOptions } from './session-code';
import { startSessionOperation } from './session-operation';
import { navigateAfterSignIn, rememberReturnTo } from './after-sign-in';
import { endEmulationSession } from '../support/emulation-session';
import { startActivitySession } from './session-activity';
import {
  endIdentitySession,
  markSignedOut,
  reportTokenFailure,
  setSessionHooks,
} from './session-manager';

const notifications = () =>
  sharedInstance('notifications', () => createNotifications(storageOrPageMemory('local')));
let activity: ReturnType<typeof startActivitySession> | undefined;

/** Commerce logout ({site}/logout); a failure is only logged (spec section 8). */
async function commerceLogout({ config, store }: Core, timeout: boolean): Promise<void> {
  try {
    const response = await fetch(
      `${config.storeBase}/${store.site.baseSite}/logout${timeout ? '?timeout=true' : ''}`,
      {
        method: 'POST',
        credentials: 'include',
        signal: AbortSignal.timeout(config.requestTimeoutMs),
      },
    );
    if (!response.ok) throw new Error(`status ${response.status}`);
  } catch (error) {
    logError('Error during hybris logout', error);
  }
}

/** Sign-out (spec section 4); each step's failure is tolerated. */
export async function signOut(core: Core, { reason }: SignOutOptions): Promise<void> {
  // Its parts never fail (each logs and goes on): the shopper is signed out on this page whatever
  // the servers answer.
  const operation = startSessionOperation('sign-out');
  const timeout = reason === 'idle' || reason === 'timeout';
  notifications().clearSeen();
  // An agent's customer session ends first, while the agent's token still works.
  await endEmulationSession(core);
  await Promise.all([commerceLogout(core, timeout), endIdentitySession(core)]);
  markSignedOut(core, reason);
  operation.succeeded();
  const { store } = core;
  const { pathname, search } = globalThis.location;
  const plan = logoutPlan(`${pathname}${search}`, store.site.locale, reason, store.site.routes);
  if (plan.kind === 'redirect') {
    globalThis.location.assign(plan.url);
  } else if (plan.kind === 'notify') {
    const textKey = timeout ? 'signedOutIdle' : 'signedOutNotice';
    setNotifications(core, [
      { id: `signed-out-${Date.now()}`, type: 'info', message: '', textKey },
    ]);
  }
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
  notifications().markSeen(id);
  setNotifications(
    core,
    core.store.notifications.filter((n) => n.id !== id),
  );
}

/** Notifications carried in the page URL (spec section 3), shown once per id. */
export function showQueryNotifications(core: Core): void {
  if (core.store.notifications.length > 0) return;
  const fromUrl = notifications().fromQuery(globalThis.location.search);
  if (fromUrl.length > 0) setNotifications(core, fromUrl);
}

setSessionHooks({
  onSignedIn: (core) => {
    void navigateAfterSignIn(core);
    activity?.stop();
    activity = startActivitySession(core, {
      onUnauthorized: () => void signOut(core, { reason: 'session-ended' }),
      onIdle: () => void signOut(core, { reason: 'idle' }),
      onTokenFailure: () => reportTokenFailure(core),
    });
  },
  onTokenFailure: (core) => void signOut(core, { reason: 'timeout' }),
  onSignedOut: (core) => {
    activity?.stop();
    activity = undefined;
    // Signed out elsewhere: no customer session outlives the agent's.
    setEmulation(core, null);
  },
});
