// The identity server's password policy (spec section 5) in IDM's terms; the spec lists no numbers,
// so these are IDM's defaults plus a maximum and two forbidden characters.
export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 64,
  numCaps: 1,
  numNums: 1,
  forbiddenChars: ['<', '>'],
  disallowedFields: ['userName', 'givenName', 'sn'],
} as const;

export interface FailedPolicy {
  requirement: string;
  params: Record<string, unknown>;
}

export type PasswordOwnFields = Partial<
  Record<(typeof PASSWORD_POLICY.disallowedFields)[number], string>
>;

const CAPITAL = /\p{Lu}/gu;
const DIGIT = /\p{Nd}/gu;

/** An initial is no secret. */
const OWN_VALUE_MIN_LENGTH = 3;

/** In IDM's order; lengths count code points. */
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
