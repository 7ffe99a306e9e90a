import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import { logoutPlan } from '../logout/logout-redirect';
import { pageNotifications } from '../notifications/page-notifications';
import { endEmulationSession } from '../support/emulation-session';
import type { SignOutOptions } from './session-code';
import { endIdentitySession, markSignedOut } from './session-manager';
import { startSessionOperation } from './session-operation';
import { showSignedOutNotice } from './signed-out-notice';

// The sign-out's steps (spec section 4), a chunk of its own: a signed-in page loads it a minute in
// or when the shopper signs out, never with the page (session-actions.ts).

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
  pageNotifications().clearSeen();
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
    showSignedOutNotice(core, reason);
  }
}
