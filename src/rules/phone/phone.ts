import parsePhoneNumber, {
  getCountryCallingCode,
  isSupportedCountry,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import * as v from 'valibot';
import { PHONE_COUNTRIES, tidyPhoneNumber, type PhoneInput } from './phone-countries';
import type { PhoneMessageKey } from './phone.messages';

// The phone check with libphonenumber-js "min" metadata (docs/decisions/phone-metadata.md), loaded
// only by forms that validate; what a phone field renders is ./phone-countries.ts.
export {
  DEFAULT_PHONE_CODE,
  DEFAULT_PHONE_COUNTRY,
  EMPTY_PHONE,
  isPhoneCountry,
  phoneCodeOf,
  phoneCountryOptions,
  tidyPhoneNumber,
  type PhoneCountryOption,
} from './phone-countries';

/** Too short first (the spec names it); within a calling code the country is not second-guessed. */
export function phoneNumberProblem(number: string, iso: string): PhoneMessageKey | undefined {
  const tidy = tidyPhoneNumber(number);
  if (tidy === '') return 'phone.required';
  if (!isSupportedCountry(iso)) return 'phone.countryRequired';
  // A typed +code must be the chosen country's (calling codes are prefix-free).
  const code = getCountryCallingCode(iso);
  if (tidy.startsWith('+') && !tidy.replace(/\D/g, '').startsWith(code)) return 'phone.invalid';
  const length = validatePhoneNumberLength(tidy, iso);
  if (length === 'TOO_SHORT') return 'phone.tooShort';
  if (length === 'TOO_LONG') return 'phone.tooLong';
  const parsed = parsePhoneNumber(tidy, { defaultCountry: iso, extract: false });
  // The same for a code dialled through the international prefix (0044… from NL).
  return parsed?.isValid() && parsed.countryCallingCode === code ? undefined : 'phone.invalid';
}

/** An object of its own, as react-hook-form stops an object's pipe at its first failing field. */
export const PhoneSchema = v.pipe(
  v.object({
    number: v.pipe(v.string('phone.required'), v.transform(tidyPhoneNumber)),
    countryIso: v.picklist(PHONE_COUNTRIES, 'phone.countryRequired'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { number, countryIso } = dataset.value;
    const problem = phoneNumberProblem(number, countryIso);
    if (problem)
      addIssue({
        message: problem,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'number', value: number },
        ],
      });
  }),
  v.transform((phone) => ({ ...phone, code: getCountryCallingCode(phone.countryIso) })),
);

export type { PhoneInput };
export type Phone = v.InferOutput<typeof PhoneSchema>;
