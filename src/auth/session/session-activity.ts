import { isApiError } from '../../api/http/api-error';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import { getCore } from '../../core/core';
import { logError } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { setIdleWarning } from '../../core/store/actions';
import { AGENT_IDLE_LIMIT_MS } from '../../rules/support/assisted-service';
import { startActivityTracking } from '../activity/activity-tracker';
import { createCustomerCheck, type CustomerCheckOutcome } from '../activity/customer-check';
import { startIdleMonitor, type IdleMonitor } from '../activity/idle-monitor';
import { IDLE_LIMIT_MS } from '../session-constants';
import { createTokenRefreshCheck } from '../activity/token-refresh-check';
import { expiresWithin, readStoredTokens } from '../identity/token-store';
import { getTokens } from './identity-client';

/**
 * The activity session of spec section 4, active while a customer is signed in: user events record
 * activity and (at most once per second) trigger the customer check and the token check; idle past
 * the limit in every tab ends the session, with a warning 15 seconds before.
 */
export interface ActivitySessionHandlers {
  onUnauthorized: () => void;
  onIdle: () => void;
  onTokenFailure: () => void;
}

/**
 * The keep-alive check: 401 means signed out (spec section 7); anything else failing is not. An
 * expired access token is renewed first (the activity refresh of spec section 4, shared with it):
 * a 401 for a token that merely expired would sign out a shopper whose identity session lives.
 */
async function customerCheck(): Promise<CustomerCheckOutcome> {
  const tokens = readStoredTokens();
  if (tokens && expiresWithin(tokens, Date.now())) {
    try {
      await getTokens();
    } catch {
      return 'error'; // the refresh check reports the token failure (timeout sign-out)
    }
  }
  try {
    await fetchCurrentCustomer();
    return 'ok';
  } catch (error) {
    return isApiError(error) && error.status === 401 ? 'unauthorized' : 'error';
  }
}

export function startActivitySession(handlers: ActivitySessionHandlers): {
  stop: () => void;
  extend: () => void;
} {
  const storage = storageOrPageMemory('local');
  const now = () => Date.now();
  const check = createCustomerCheck({
    storage,
    now,
    check: customerCheck,
    onUnauthorized: handlers.onUnauthorized,
  });
  const refreshCheck = createTokenRefreshCheck({
    storage,
    now,
    // The spec's "if refresh is flagged": the session feature refreshes tokens whenever it is on.
    isRefreshFlagged: () => getCore().config.sessionEnabled,
    refresh: () =>
      getTokens().catch((error: unknown) => {
        logError('the session could not be renewed', error);
        handlers.onTokenFailure();
      }),
  });
  const stopTracking = startActivityTracking({
    target: globalThis,
    storage,
    now,
    // While the idle warning shows, only a deliberate act (key, click, touch…) counts, not the
    // focus the dialog itself moves.
    shouldIgnore: (event) => event.type === 'focus' && getCore().store.session.idleWarning !== null,
    onActivity: (event) => {
      // Leaving the page is activity (its time is recorded), but a check or a token renewal
      // started now could not finish: a renewal cut off after deleting the old tokens would sign
      // the shopper out on the next page.
      if (event.type === 'beforeunload') return;
      void check.maybeCheck();
      refreshCheck();
    },
  });
  const idle: IdleMonitor = startIdleMonitor({
    storage,
    now,
    // A customer service member times out sooner (15 minutes, SAP ASM's agent session timer);
    // signing out ends the customer session they may be in.
    limitMs: getCore().store.session.user?.customerService ? AGENT_IDLE_LIMIT_MS : IDLE_LIMIT_MS,
    onWarning: (secondsLeft) => setIdleWarning(getCore(), secondsLeft),
    onWarningCleared: () => setIdleWarning(getCore(), null),
    onIdle: () => {
      setIdleWarning(getCore(), null);
      handlers.onIdle();
    },
  });
  return {
    stop: () => {
      stopTracking();
      idle.stop();
      setIdleWarning(getCore(), null);
    },
    extend: () => idle.extend(),
  };
}
