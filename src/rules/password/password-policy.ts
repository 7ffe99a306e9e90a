/**
 * The identity server's password policy (spec section 5: the identity policy messages), checked
 * in the browser before the password change tree runs and again by the identity server, which
 * refuses what breaks it. Failures use ForgeRock IDM's policy requirement ids and params, the
 * shape the tree's ValidatedCreatePasswordCallback carries (`failedPolicies`), so one message
 * table (src/auth/identity/policy-messages.ts) shows both.
 *
 * The spec lists the messages, not the numbers: these are IDM's defaults for its alpha realm's
 * users, plus a maximum and two forbidden characters.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 64,
  numCaps: 1,
  numNums: 1,
  forbiddenChars: ['<', '>'],
  /** The profile's own values may not appear in the password (IDM's `cannot-contain-others`). */
  disallowedFields: ['userName', 'givenName', 'sn'],
} as const;

/** One failed policy in IDM's terms: its requirement id and the params its message needs. */
export interface FailedPolicy {
  requirement: string;
  params: Record<string, unknown>;
}

/** The profile values a password must not contain, by IDM attribute name. */
export type PasswordOwnFields = Partial<
  Record<(typeof PASSWORD_POLICY.disallowedFields)[number], string>
>;

const CAPITAL = /\p{Lu}/gu;
const DIGIT = /\p{Nd}/gu;

/** Values shorter than this are not checked against the password (an initial is no secret). */
const OWN_VALUE_MIN_LENGTH = 3;

/**
 * Every policy `password` fails, in the order IDM reports them; none: it passes. A missing
 * password fails REQUIRED alone. Lengths count characters as typed (code points).
 */
export function passwordPolicyFailures(
  password: string,
  own: PasswordOwnFields = {},
): FailedPolicy[] {
  if (password === '') return [{ requirement: 'REQUIRED', params: {} }];
  const failures: FailedPolicy[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_POLICY.minLength) {
    failures.push({ requirement: 'MIN_LENGTH', params: { minLength: PASSWORD_POLICY.minLength } });
  }
  if (length > PASSWORD_POLICY.maxLength) {
    failures.push({ requirement: 'MAX_LENGTH', params: { maxLength: PASSWORD_POLICY.maxLength } });
  }
  if ((password.match(CAPITAL) ?? []).length < PASSWORD_POLICY.numCaps) {
    failures.push({
      requirement: 'AT_LEAST_X_CAPITAL_LETTERS',
      params: { numCaps: PASSWORD_POLICY.numCaps },
    });
  }
  if ((password.match(DIGIT) ?? []).length < PASSWORD_POLICY.numNums) {
    failures.push({
      requirement: 'AT_LEAST_X_NUMBERS',
      params: { numNums: PASSWORD_POLICY.numNums },
    });
  }
  if (PASSWORD_POLICY.forbiddenChars.some((char) => password.includes(char))) {
    failures.push({
      requirement: 'CANNOT_CONTAIN_CHARACTERS',
      params: { forbiddenChars: [...PASSWORD_POLICY.forbiddenChars] },
    });
  }
  const lower = password.toLowerCase();
  const contained = PASSWORD_POLICY.disallowedFields.filter((field) => {
    const value = own[field]?.trim().toLowerCase() ?? '';
    return value.length >= OWN_VALUE_MIN_LENGTH && lower.includes(value);
  });
  if (contained.length > 0) {
    failures.push({
      requirement: 'CANNOT_CONTAIN_OTHERS',
      params: { disallowedFields: contained },
    });
  }
  return failures;
}
