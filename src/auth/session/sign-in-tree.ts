import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import { IdentityError, WebAuthnError } from '../identity/identity-errors';
import type { FRStep } from '../identity/sdk';
import { loadIdentitySdk } from './identity-client';
import { loadTokenCode } from '../identity/load-token-code';
import { completeSignIn } from './session-manager';
import { loadSession } from './session-on-demand';

/** In our own terms: no SDK types leave src/auth. */
export interface TreeField {
  id: string;
  kind: 'username' | 'password' | 'text';
  prompt: string;
  /** Spec section 5 identity policies, as requirement codes with params. */
  failedPolicies: { requirement: string; params: Record<string, unknown> }[];
}

export type TreeState =
  | {
      kind: 'form';
      fields: TreeField[];
      header?: string | undefined;
      description?: string | undefined;
      submit: (values: Record<string, string>) => Promise<TreeState>;
    }
  | { kind: 'webauthn'; run: () => Promise<TreeState> }
  | { kind: 'signed-in' }
  | { kind: 'confirmed' }
  | { kind: 'redirecting' }
  | { kind: 'failed'; reason: 'credentials' | 'unavailable' | 'webauthn'; message: string };

const INPUT_KINDS: Record<string, TreeField['kind']> = {
  NameCallback: 'username',
  ValidatedCreateUsernameCallback: 'username',
  PasswordCallback: 'password',
  ValidatedCreatePasswordCallback: 'password',
  TextInputCallback: 'text',
};

export interface PolicyCallback {
  getFailedPolicies?: () => unknown[];
}

export function failedPolicies(callback: PolicyCallback): TreeField['failedPolicies'] {
  const raw = callback.getFailedPolicies?.() ?? [];
  return raw.flatMap((entry) => {
    try {
      const policy = (typeof entry === 'string' ? JSON.parse(entry) : entry) as {
        policyRequirement?: string;
        params?: Record<string, unknown>;
      };
      return policy.policyRequirement
        ? [{ requirement: policy.policyRequirement, params: policy.params ?? {} }]
        : [];
    } catch {
      return [];
    }
  });
}

type OnSuccess = () => Promise<TreeState>;

/** In spec section 8's words, without the SDK's addition. */
function webAuthnMessage(message: string): string {
  return Object.values(WebAuthnError).find((known) => message.startsWith(known)) ?? message;
}

const signInSuccess =
  (core: Core): OnSuccess =>
  async () => {
    // An anonymous visitor's page has not loaded the session's code, which follows a sign-in.
    await loadSession(core).catch((error: unknown) =>
      logError('the session code could not start', error),
    );
    return (await completeSignIn(core)) === 'redirecting'
      ? { kind: 'redirecting' }
      : { kind: 'signed-in' };
  };

async function stateFor(
  core: Core,
  result: unknown,
  tree: string | undefined,
  query: Record<string, string> | undefined,
  onSuccess: OnSuccess,
): Promise<TreeState> {
  const sdk = await loadIdentitySdk(core);
  const typed = result as { type: string };
  if (typed.type === sdk.StepType.LoginSuccess) return onSuccess();
  if (typed.type === sdk.StepType.LoginFailure) {
    return { kind: 'failed', reason: 'credentials', message: IdentityError.LoginFailed };
  }
  const step = result as FRStep;
  const webAuthnType = await sdk.webAuthnStepType(step);
  if (webAuthnType !== 'none') {
    return {
      kind: 'webauthn',
      run: async () => {
        try {
          if (!('PublicKeyCredential' in globalThis)) throw new Error(WebAuthnError.NotSupported);
          if (webAuthnType === 'authentication') await sdk.authenticateWebAuthn(step);
          else await sdk.registerWebAuthn(step);
          return await stateFor(core, await sdk.next(step, query), tree, query, onSuccess);
        } catch (error) {
          logError('security key sign-in failed', error);
          return {
            kind: 'failed',
            reason: 'webauthn',
            message:
              error instanceof Error ? webAuthnMessage(error.message) : WebAuthnError.NoCredential,
          };
        }
      },
    };
  }
  const callbacks = step.callbacks;
  const fields: TreeField[] = [];
  callbacks.forEach((callback, index) => {
    const kind = INPUT_KINDS[callback.getType()];
    if (!kind) return;
    fields.push({
      id: `${callback.getType()}-${index}`,
      kind,
      prompt: String(callback.getOutputByName('prompt', '')),
      failedPolicies: failedPolicies(callback as unknown as PolicyCallback),
    });
  });
  if (fields.length === 0) {
    logError(IdentityError.TreeFailure, 'the authentication step has no input we can show');
    return { kind: 'failed', reason: 'unavailable', message: IdentityError.TreeFailure };
  }
  return {
    kind: 'form',
    fields,
    header: step.getHeader(),
    description: step.getDescription(),
    submit: async (values) => {
      fields.forEach((field) => {
        const index = Number(field.id.split('-').pop());
        callbacks[index]?.setInputValue(values[field.id] ?? '');
      });
      return runSafely(core, () => sdk.next(step, query), tree, query, onSuccess);
    },
  };
}

async function runSafely(
  core: Core,
  call: () => Promise<unknown>,
  tree: string | undefined,
  query: Record<string, string> | undefined,
  onSuccess: OnSuccess,
): Promise<TreeState> {
  try {
    return await stateFor(core, await call(), tree, query, onSuccess);
  } catch (error) {
    logError('sign-in failed', error);
    return {
      kind: 'failed',
      reason: 'unavailable',
      message: error instanceof Error ? error.message : IdentityError.LoginFailed,
    };
  }
}

/** The configured sign-in tree, or with `stepUp` the tree for an advice. */
export async function startSignIn(
  core: Core,
  options: { tree?: string; stepUp?: Record<string, string> } = {},
): Promise<TreeState> {
  // A step-up tree ends in `confirmed`: the shopper proved who they are, no new sign-in.
  const query = options.stepUp;
  const onSuccess: OnSuccess = query ? async () => ({ kind: 'confirmed' }) : signInSuccess(core);
  // A sign-in ends in getting tokens: their code comes while the shopper types, not after she
  // submits. A failed load here is asked for again when the tokens are due.
  if (!query) void loadTokenCode().catch(() => undefined);
  try {
    const sdk = await loadIdentitySdk(core);
    return await runSafely(
      core,
      () => sdk.startTree(options.tree, query),
      options.tree,
      query,
      onSuccess,
    );
  } catch (error) {
    logError('the sign-in service could not be reached', error);
    return { kind: 'failed', reason: 'unavailable', message: IdentityError.FailedToFetch };
  }
}
