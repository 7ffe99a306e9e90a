import { logError } from '../../core/platform/log';
import type { FailedPolicy } from '../../rules/password/password-policy';
import { PASSWORD_TREE } from '../identity/identity-constants';
import type { FRStep, IdentitySdk } from '../identity/sdk';
import { loadIdentitySdk } from '../session/identity-client';
import { failedPolicies, type PolicyCallback } from '../session/sign-in-tree';

/**
 * What a password change came to: `changed`; `refused` with the new password's failed policies
 * (spec section 5's identity policy messages, as the tree reports them); `wrong-current` (the
 * current password is not the shopper's); `unavailable` (the identity server could not be reached
 * or answered something we cannot use).
 */
export type PasswordChangeResult =
  | { kind: 'changed' }
  | { kind: 'refused'; failedPolicies: FailedPolicy[] }
  | { kind: 'wrong-current' }
  | { kind: 'unavailable' };

/** The new password's field: AM's Platform Password node, with the realm's policies. */
const newField = (sdk: IdentitySdk, step: FRStep) =>
  step.getCallbacksOfType(sdk.CallbackType.ValidatedCreatePasswordCallback)[0];

/** Fills the tree's step: the current password and the new one; false if the step asks otherwise. */
function fill(sdk: IdentitySdk, step: FRStep, current: string, next: string): boolean {
  const [currentField] = step.getCallbacksOfType(sdk.CallbackType.PasswordCallback);
  const nextField = newField(sdk, step);
  if (!currentField || !nextField) return false;
  currentField.setInputValue(current);
  nextField.setInputValue(next);
  return true;
}

/**
 * IDM's "is-new" policy: the tree refuses a new password that is the account's current one. Only
 * the server checks it (the browser does not know the current password).
 */
const IS_NEW = 'IS_NEW';

/** Where a change may stand after a failure: what the caller tells a retry. */
export interface PasswordChangeOptions {
  /**
   * An earlier attempt with these same passwords failed without an answer (`unavailable`): the
   * identity server may have made the change and the answer been lost on the way back.
   */
  mayHaveChanged?: boolean;
}

/**
 * Changes the signed-in shopper's password through the identity server's password tree
 * (PASSWORD_TREE, run on their identity session): one fresh run per attempt, so a retry after a
 * failure starts clean. The server checks the policies again and refuses what breaks them.
 *
 * A retry after an unanswered attempt asks the tree whether the new password is already the
 * current one, never guessing "wrong password" (docs/decisions/password-change-retry.md).
 */
export async function changePassword(
  current: string,
  next: string,
  options: PasswordChangeOptions = {},
): Promise<PasswordChangeResult> {
  const result = await runPasswordTree(current, next);
  if (!options.mayHaveChanged || current === next) return result;
  // A tree that checks the policies first may already say the new password is not new.
  if (isAlreadyCurrent(result)) return { kind: 'changed' };
  if (result.kind !== 'wrong-current') return result;
  const probe = await runPasswordTree(next, next);
  if (probe.kind === 'changed' || isAlreadyCurrent(probe)) return { kind: 'changed' };
  return probe.kind === 'wrong-current' ? probe : { kind: 'unavailable' };
}

/** The tree refused the new password as the account's current one. */
const isAlreadyCurrent = (result: PasswordChangeResult) =>
  result.kind === 'refused' && result.failedPolicies.some((p) => p.requirement === IS_NEW);

/** One run of the password tree with these two passwords. */
async function runPasswordTree(current: string, next: string): Promise<PasswordChangeResult> {
  try {
    const sdk = await loadIdentitySdk();
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
