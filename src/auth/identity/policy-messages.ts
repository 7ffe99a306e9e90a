// Identity policy failures (spec section 5), by ForgeRock IDM's policy ids, as message keys.
export type PolicyMessageKey =
  | 'policy.required'
  | 'policy.unique'
  | 'policy.minLength'
  | 'policy.maxLength'
  | 'policy.capitalLetters'
  | 'policy.numbers'
  | 'policy.cannotContainCharacters'
  | 'policy.cannotContainDuplicates'
  | 'policy.cannotContainOthers'
  | 'policy.validDate'
  | 'policy.validEmail'
  | 'policy.validName'
  | 'policy.validNumber'
  | 'policy.validPhone'
  | 'policy.generic';

const BY_REQUIREMENT: Record<string, PolicyMessageKey> = {
  REQUIRED: 'policy.required',
  UNIQUE: 'policy.unique',
  MIN_LENGTH: 'policy.minLength',
  MAX_LENGTH: 'policy.maxLength',
  AT_LEAST_X_CAPITAL_LETTERS: 'policy.capitalLetters',
  AT_LEAST_X_NUMBERS: 'policy.numbers',
  CANNOT_CONTAIN_CHARACTERS: 'policy.cannotContainCharacters',
  CANNOT_CONTAIN_DUPLICATES: 'policy.cannotContainDuplicates',
  CANNOT_CONTAIN_OTHERS: 'policy.cannotContainOthers',
  VALID_DATE: 'policy.validDate',
  VALID_EMAIL_ADDRESS_FORMAT: 'policy.validEmail',
  VALID_NAME_FORMAT: 'policy.validName',
  VALID_NUMBER: 'policy.validNumber',
  VALID_PHONE_FORMAT: 'policy.validPhone',
};

/** Unknown policies get the generic message. */
export function policyMessage(
  field: string,
  policy: { requirement: string; params: Record<string, unknown> },
): { key: PolicyMessageKey; params: Record<string, string | number> } {
  const key = BY_REQUIREMENT[policy.requirement] ?? 'policy.generic';
  const params: Record<string, string | number> = { field };
  for (const [name, value] of Object.entries(policy.params)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    else if (Array.isArray(value)) params[name] = value.join(', ');
  }
  // IDM names the count differently per policy; the catalog always says {count}.
  params.count = params.minLength ?? params.maxLength ?? params.numCaps ?? params.numNums ?? '';
  params.forbidden = params.forbiddenChars ?? params.disallowedFields ?? '';
  return { key, params };
}
