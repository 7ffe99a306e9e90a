import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import type { FailedPolicy } from '../../rules/password/password-policy';
import { PASSWORD_TREE } from '../identity/identity-constants';
import type { FRStep, IdentitySdk } from '../identity/sdk';
import { loadIdentitySdk } from '../session/identity-client';
import { failedPolicies, type PolicyCallback } from '../session/sign-in-tree';

/** `refused` carries the new password's failed policies; `unavailable`: no usable answer. */
export type PasswordChangeResult =
  | { kind: 'changed' }
  | { kind: 'refused'; failedPolicies: FailedPolicy[] }
  | { kind: 'wrong-current' }
  | { kind: 'unavailable' };

/** AM's Platform Password node, with the realm's policies. */
const newField = (sdk: IdentitySdk, step: FRStep) =>
  step.getCallbacksOfType(sdk.CallbackType.ValidatedCreatePasswordCallback)[0];

function fill(sdk: IdentitySdk, step: FRStep, current: string, next: string): boolean {
  const [currentField] = step.getCallbacksOfType(sdk.CallbackType.PasswordCallback);
  const nextField = newField(sdk, step);
  if (!currentField || !nextField) return false;
  currentField.setInputValue(current);
  nextField.setInputValue(next);
  return true;
}

/** IDM's "is-new" policy; only the server checks it (the browser does not know the current one). */
const IS_NEW = 'IS_NEW';

export interface PasswordChangeOptions {
  /** An earlier attempt with these passwords got no answer: the change may have been made. */
  mayHaveChanged?: boolean;
}

/** One fresh tree run per attempt; retries: docs/decisions/password-change-retry.md. */
export async function changePassword(
  core: Pick<Core, 'config'>,
  current: string,
  next: string,
  options: PasswordChangeOptions = {},
): Promise<PasswordChangeResult> {
  const result = await runPasswordTree(core, current, next);
  if (!options.mayHaveChanged || current === next) return result;
  // A tree that checks the policies first may already say the new password is not new.
  if (isAlreadyCurrent(result)) return { kind: 'changed' };
  if (result.kind !== 'wrong-current') return result;
  const probe = await runPasswordTree(core, next, next);
  if (probe.kind === 'changed' || isAlreadyCurrent(probe)) return { kind: 'changed' };
  return probe.kind === 'wrong-current' ? probe : { kind: 'unavailable' };
}

const isAlreadyCurrent = (result: PasswordChangeResult) =>
  result.kind === 'refused' && result.failedPolicies.some((p) => p.requirement === IS_NEW);

async function runPasswordTree(
  core: Pick<Core, 'config'>,
  current: string,
  next: string,
): Promise<PasswordChangeResult> {
  try {
    const sdk = await loadIdentitySdk(core);
    const first = (await sdk.startTree(PASSWORD_TREE)) as { type: string };
    if (first.type !== sdk.StepType.Step) return { kind: 'unavailable' };
    const step = first as FRStep;
    if (!fill(sdk, step, current, next)) {
      logError('the password tree asks for something the form does not have', step.getStage());
      return { kind: 'unavailable' };
    }
    const result = (await sdk.next(step)) as { type: string };
    if (result.type === sdk.StepType.LoginSuccess) return { kind: 'changed' };
    if (result.type === sdk.StepType.LoginFailure) {
      // AM's 401 is the tree's "no" (the current password); any other failure is the server's.
      const code = (result as { getCode?: () => number }).getCode?.();
      return code === 401 ? { kind: 'wrong-current' } : { kind: 'unavailable' };
    }
    const field = newField(sdk, result as FRStep);
    const refused = field ? failedPolicies(field as unknown as PolicyCallback) : [];
    return refused.length > 0
      ? { kind: 'refused', failedPolicies: refused }
      : { kind: 'unavailable' };
  } catch (error) {
    logError('the password could not be changed', error);
    return { kind: 'unavailable' };
  }
}
