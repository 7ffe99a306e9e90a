import { setAuthHandlers, type Advices, type AuthHandlers } from '../../api/http/commerce-client';
import type { Core } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { setStepUp } from '../../core/store/actions';
import { readStoredTokens } from '../identity/token-store';
import { getTokens, REDIRECTING } from './identity-client';
import { reportTokenFailure } from './session-manager';

/** Retry headers for each advice (spec section 4: "a transaction or tree header"), plus the id token. */
const ADVICE_HEADERS: Record<string, string> = {
  TransactionConditionAdvice: 'X-TxID',
  AuthenticateToServiceConditionAdvice: 'X-Tree',
};

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The advices as AM's composite advice XML, the tree's `authIndexValue`. */
export function compositeAdvice(advices: Advices): string {
  const pairs = Object.entries(advices).flatMap(([name, values]) =>
    values.map(
      (value) =>
        `<AttributeValuePair><Attribute name="${escapeXml(name)}"/><Value>${escapeXml(value)}</Value></AttributeValuePair>`,
    ),
  );
  return `<Advices>${pairs.join('')}</Advices>`;
}

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
  const confirmed = await new Promise<boolean>((resolve) => {
    pending = resolve;
    setStepUp(core, {
      authIndexType: 'composite_advice',
      authIndexValue: compositeAdvice(advices),
    });
  });
  if (!confirmed) return undefined;
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(advices)) {
    const header = ADVICE_HEADERS[name];
    if (header && values[0]) headers[header] = values[0];
  }
  const idToken = readStoredTokens()?.idToken;
  if (idToken) headers['X-IdToken'] = idToken;
  return headers;
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
