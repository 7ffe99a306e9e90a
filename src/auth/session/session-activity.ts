import { isApiError } from '../../api/http/api-error';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { setIdleWarning } from '../../core/store/actions';
import { AGENT_IDLE_LIMIT_MS } from '../../rules/support/assisted-service';
import { startActivityTracking } from '../activity/activity-tracker';
import { createCustomerCheck, type CustomerCheckOutcome } from '../activity/customer-check';
import { startIdleMonitor, type IdleMonitor } from '../activity/idle-monitor';
import { IDLE_LIMIT_MS } from '../session-constants/session-constants';
import { createTokenRefreshCheck } from '../activity/token-refresh-check';
import { expiresWithin, readStoredTokens } from '../identity/token-store';
import { getTokens } from './identity-client';

/** The activity session of spec section 4, active while a customer is signed in. */
export interface ActivitySessionHandlers {
  onUnauthorized: () => void;
  onIdle: () => void;
  onTokenFailure: () => void;
}

/** Only 401 signs out (spec section 7); an expired token is renewed first, or its 401 would. */
async function customerCheck(core: Core): Promise<CustomerCheckOutcome> {
  const tokens = readStoredTokens();
  if (tokens && expiresWithin(tokens, Date.now())) {
    try {
      await getTokens(core);
    } catch {
      return 'error'; // the refresh check reports the token failure
    }
  }
  try {
    await fetchCurrentCustomer();
    return 'ok';
  } catch (error) {
    return isApiError(error) && error.status === 401 ? 'unauthorized' : 'error';
  }
}

export function startActivitySession(
  core: Core,
  handlers: ActivitySessionHandlers,
): {
  stop: () => void;
  extend: () => void;
} {
  const storage = storageOrPageMemory('local');
  const now = () => Date.now();
  const check = createCustomerCheck({
    storage,
    now,
    check: () => customerCheck(core),
    onUnauthorized: handlers.onUnauthorized,
  });
  const refreshCheck = createTokenRefreshCheck({
    storage,
    now,
    // The spec's "if refresh is flagged": on whenever the session feature is.
    isRefreshFlagged: () => core.config.sessionEnabled,
    refresh: () =>
      getTokens(core).catch((error: unknown) => {
        logError('the session could not be renewed', error);
        handlers.onTokenFailure();
      }),
  });
  const stopTracking = startActivityTracking({
    target: globalThis,
    storage,
    now,
    // While the idle warning shows, the focus the dialog itself moves does not count.
    shouldIgnore: (event) => event.type === 'focus' && core.store.session.idleWarning !== null,
    onActivity: (event) => {
      // Unload: no renewal, as one cut off after deleting the old tokens signs out the next page.
      if (event.type === 'beforeunload') return;
      void check.maybeCheck();
      refreshCheck();
    },
  });
  const idle: IdleMonitor = startIdleMonitor({
    storage,
    now,
    // Customer service agents time out sooner (SAP ASM's agent timer).
    limitMs: core.store.session.user?.customerService ? AGENT_IDLE_LIMIT_MS : IDLE_LIMIT_MS,
    onWarning: (secondsLeft) => setIdleWarning(core, secondsLeft),
    onWarningCleared: () => setIdleWarning(core, null),
    onIdle: () => {
      setIdleWarning(core, null);
      handlers.onIdle();
    },
  });
  return {
    stop: () => {
      stopTracking();
      idle.stop();
      setIdleWarning(core, null);
    },
    extend: () => idle.extend(),
  };
}
