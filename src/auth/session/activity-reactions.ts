import { isApiError } from '../../api/http/api-error';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import { setIdleWarning } from '../../core/store/actions';
import { AGENT_IDLE_LIMIT_MS } from '../../rules/support/assisted-service';
import { createCustomerCheck, type CustomerCheckOutcome } from '../activity/customer-check';
import { startIdleMonitor } from '../activity/idle-monitor';
import { IDLE_LIMIT_MS, type KeyValueStorage } from '../session-constants/session-constants';
import { createTokenRefreshCheck } from '../activity/token-refresh-check';
import { expiresWithin, readStoredTokens } from '../identity/token-store';
import { getTokens } from './identity-client';

/** The activity session's outcomes (spec section 4), to the session's actions. */
export interface ActivitySessionHandlers {
  onUnauthorized: () => void;
  onIdle: () => void;
  onTokenFailure: () => void;
}

/** What the activity session does (spec section 4): session-activity.ts fetches it on demand. */
export interface ActivityReactions {
  /** An activity the tracker let through and recorded; `at`, its time, if it came before this code. */
  onActivity: (at?: number) => void;
  extend: () => void;
  stop: () => void;
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

/**
 * The customer check and the token's refresh on activity, and the idle monitor, whose time runs
 * from `startedAt` (the session's start) however late this code came.
 */
export function startActivityReactions(
  core: Core,
  handlers: ActivitySessionHandlers,
  { storage, startedAt }: { storage: KeyValueStorage; startedAt: number },
): ActivityReactions {
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
  const idle = startIdleMonitor({
    storage,
    now,
    startedAt,
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
    onActivity: (at) => {
      void check.maybeCheck();
      refreshCheck(at);
    },
    extend: () => idle.extend(),
    stop: () => idle.stop(),
  };
}
