import { isEmailAddress } from '../../rules/email/email';
import { CONTACT_EMAIL_MAX_LENGTH } from '../../rules/email/email.limits';
import { NAME_PATTERN } from '../../rules/names/names';
import { NAME_MAX_LENGTH } from '../../rules/names/names.limits';
import type { FailedPolicy } from '../../rules/password/password-policy';
import { directoryUsers } from './user-directory';

/**
 * IDM's policies on a shopper's profile (`givenName`, `sn`, `mail`), the server side of the form's
 * rules. A refusal is IDM's 403 "Failed policy validation" naming each attribute's failed policies.
 */
export type ProfileAttribute = 'givenName' | 'sn' | 'mail' | 'password';

export interface FailedPolicyRequirement {
  property: ProfileAttribute;
  policyRequirements: { policyRequirement: string; params?: Record<string, unknown> }[];
}

/** A first or last name by the names rule (src/rules/names). */
export function nameFailures(value: unknown): FailedPolicy[] {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return [{ requirement: 'REQUIRED', params: {} }];
  const failures: FailedPolicy[] = [];
  if (Array.from(name).length > NAME_MAX_LENGTH) {
    failures.push({ requirement: 'MAX_LENGTH', params: { maxLength: NAME_MAX_LENGTH } });
  }
  if (!NAME_PATTERN.test(name)) failures.push({ requirement: 'VALID_NAME_FORMAT', params: {} });
  return failures;
}

/** A new email address by the form's rule (src/rules/email), and nobody else's. */
export function mailFailures(value: unknown, userId: string): FailedPolicy[] {
  const mail = typeof value === 'string' ? value.trim() : '';
  if (!mail) return [{ requirement: 'REQUIRED', params: {} }];
  const failures: FailedPolicy[] = [];
  if (mail.length > CONTACT_EMAIL_MAX_LENGTH) {
    failures.push({ requirement: 'MAX_LENGTH', params: { maxLength: CONTACT_EMAIL_MAX_LENGTH } });
  }
  if (!isEmailAddress(mail))
    failures.push({ requirement: 'VALID_EMAIL_ADDRESS_FORMAT', params: {} });
  const taken = directoryUsers().some(
    (user) =>
      user.id !== userId &&
      [user.email, user.username].some((known) => known.toLowerCase() === mail.toLowerCase()),
  );
  if (taken) failures.push({ requirement: 'UNIQUE', params: {} });
  return failures;
}

/** IDM's refusal body for the attributes that failed; undefined when none did. */
export function policyRefusal(
  failures: Partial<Record<ProfileAttribute, FailedPolicy[]>>,
): { status: 403; body: unknown } | undefined {
  const failed: FailedPolicyRequirement[] = Object.entries(failures)
    .filter((entry): entry is [ProfileAttribute, FailedPolicy[]] => (entry[1]?.length ?? 0) > 0)
    .map(([property, list]) => ({
      property,
      policyRequirements: list.map((policy) => ({
        policyRequirement: policy.requirement,
        params: policy.params,
      })),
    }));
  if (failed.length === 0) return undefined;
  return {
    status: 403,
    body: {
      code: 403,
      reason: 'Forbidden',
      message: 'Failed policy validation',
      detail: { result: false, failedPolicyRequirements: failed },
    },
  };
}
