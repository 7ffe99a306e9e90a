import { setAuthHandlers, type Advices, type AuthHandlers } from '../../api/http/commerce-auth';
import type { Core } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { logError, logWarning } from '../../core/platform/log';
import { setStepUp } from '../../core/store/actions';
import { readStoredTokens } from '../identity/token-store';
import { getTokens, REDIRECTING } from './identity-client';
import type * as StepUpFlow from './step-up-flow';
import { reportTokenFailure } from './session-manager';

let pending: ((confirmed: boolean) => void) | undefined;

/** The shopper answered the step-up dialog (the tree succeeded, failed or was cancelled). */
export function finishStepUp(core: Pick<Core, 'store'>, confirmed: boolean): void {
  setStepUp(core, null);
  pending?.(confirmed);
  pending = undefined;
}

async function stepUp(core: Core, advices: Advices): Promise<Record<string, string> | undefined> {
  // One confirmation at a time; a second request during one fails rather than stacking dialogs.
  if (pending) return undefined;
  // What the confirmation sends comes when the platform first asks for one (step-up-flow.ts); if
  // it cannot be loaded, the request fails as an unconfirmed one does.
  let flow: typeof StepUpFlow;
  try {
    flow = await importAgain(() => import('./step-up-flow'));
  } catch (error) {
    logError('the confirmation could not be loaded', error);
    return undefined;
  }
  if (pending) return undefined;
  const confirmed = await new Promise<boolean>((resolve) => {
    pending = resolve;
    setStepUp(core, {
      authIndexType: 'composite_advice',
      authIndexValue: flow.compositeAdvice(advices),
    });
  });
  return confirmed ? flow.retryHeaders(advices, readStoredTokens()?.idToken) : undefined;
}

async function renewToken(core: Core): Promise<boolean> {
  if (!core.store.session.user) return false;
  try {
    return (await getTokens(core, { forceRenew: true })) !== REDIRECTING;
  } catch (error) {
    logWarning('the token could not be renewed for a retry', error);
    reportTokenFailure(core);
    return false;
  }
}

export function authHandlers(core: Core): AuthHandlers {
  return {
    stepUp: (advices) => stepUp(core, advices),
    renewToken: () => renewToken(core),
  };
}

/** Installs step-up and renew-on-401 in the commerce API client. */
export function installAuthHandlers(core: Core): void {
  setAuthHandlers(authHandlers(core));
}
