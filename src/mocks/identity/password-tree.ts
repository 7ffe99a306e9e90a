import type { SeedUser } from '../db/seed-users';
import {
  PASSWORD_POLICY,
  passwordPolicyFailures,
  type FailedPolicy,
} from '../../rules/password/password-policy';

/**
 * The password change tree (`authIndexValue=UpdatePassword`): a wrong current password fails the
 * tree; a new one that breaks a policy gets the step again with its failed policies, as AM does.
 */
export const PASSWORD_TREE = 'UpdatePassword';

/** IDM's "is-new" policy, checked only here (the browser cannot know the old password). */
const IS_NEW = 'IS_NEW';

/** The realm's password policy as the callback describes it (AM's `policies` output). */
const POLICIES = {
  name: 'password',
  policies: [
    { policyId: 'required' },
    { policyId: 'minimum-length', params: { minLength: PASSWORD_POLICY.minLength } },
    { policyId: 'maximum-length', params: { maxLength: PASSWORD_POLICY.maxLength } },
    { policyId: 'at-least-X-capitals', params: { numCaps: PASSWORD_POLICY.numCaps } },
    { policyId: 'at-least-X-numbers', params: { numNums: PASSWORD_POLICY.numNums } },
    {
      policyId: 'cannot-contain-characters',
      params: { forbiddenChars: PASSWORD_POLICY.forbiddenChars },
    },
    {
      policyId: 'cannot-contain-others',
      params: { disallowedFields: PASSWORD_POLICY.disallowedFields },
    },
    { policyId: 'is-new' },
  ],
};

export function passwordStep(authId: string, failed: FailedPolicy[] = []) {
  return {
    authId,
    callbacks: [
      {
        type: 'PasswordCallback',
        output: [{ name: 'prompt', value: 'Current Password' }],
        input: [{ name: 'IDToken1', value: '' }],
        _id: 0,
      },
      {
        type: 'ValidatedCreatePasswordCallback',
        output: [
          { name: 'echoOn', value: false },
          { name: 'policies', value: POLICIES },
          {
            name: 'failedPolicies',
            value: failed.map((policy) =>
              JSON.stringify({ policyRequirement: policy.requirement, params: policy.params }),
            ),
          },
          { name: 'validateOnly', value: false },
          { name: 'prompt', value: 'New Password' },
        ],
        input: [
          { name: 'IDToken2', value: '' },
          { name: 'IDToken2validateOnly', value: false },
        ],
        _id: 1,
      },
    ],
    stage: 'UpdatePassword',
    header: 'Change password',
    description: 'Enter your current password and a new one.',
  };
}

export function checkPasswordChange(
  user: SeedUser,
  current: unknown,
  next: unknown,
): 'wrong-current' | FailedPolicy[] | 'ok' {
  if (typeof current !== 'string' || current !== user.password) return 'wrong-current';
  const password = typeof next === 'string' ? next : '';
  const failed = passwordPolicyFailures(password, {
    userName: user.username,
    givenName: user.firstName,
    sn: user.lastName,
  });
  if (password !== '' && password === user.password)
    failed.push({ requirement: IS_NEW, params: {} });
  return failed.length > 0 ? failed : 'ok';
}
