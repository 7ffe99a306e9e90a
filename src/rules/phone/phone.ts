import parsePhoneNumber, {
  getCountryCallingCode,
  isSupportedCountry,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import * as v from 'valibot';
import { PHONE_COUNTRIES, tidyPhoneNumber, type PhoneInput } from './phone-countries';
import type { PhoneMessageKey } from './phone.messages';

/*
 * The phone check with libphonenumber-js's "min" metadata (docs/decisions/phone-metadata.md),
 * imported by a form when it validates; what a phone field renders is ./phone-countries.ts.
 */
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

/**
 * Checks a typed number against its country: undefined when valid, otherwise the message key.
 * Too short first (the spec names it), then any other mismatch with the country's numbers.
 *
 * Numbers are taken as people write them: spaces, dashes, dots, slashes and parentheses anywhere,
 * a leading +code or the country's international prefix (00 44…, 011 44…), the national prefix
 * with or without the code ("+44 (0)20…", "1-201-…"), an extension ("ext. 12", "x12": a school or
 * clinic's switchboard). A number that names its own calling code must name the chosen country's;
 * within one calling code (+1: the US, Canada and the Caribbean) the chosen country is not
 * second-guessed (our choice: the picker starts on the US, and a Canadian number under it still
 * dials).
 */
export function phoneNumberProblem(number: string, iso: string): PhoneMessageKey | undefined {
  const tidy = tidyPhoneNumber(number);
  if (tidy === '') return 'phone.required';
  if (!isSupportedCountry(iso)) return 'phone.countryRequired';
  // A number typed with its own +code is read as that code's number whatever the picker says:
  // it must be the chosen country's code (calling codes are prefix-free, so a prefix test is exact).
  const code = getCountryCallingCode(iso);
  if (tidy.startsWith('+') && !tidy.replace(/\D/g, '').startsWith(code)) return 'phone.invalid';
  const length = validatePhoneNumberLength(tidy, iso);
  if (length === 'TOO_SHORT') return 'phone.tooShort';
  if (length === 'TOO_LONG') return 'phone.tooLong';
  // extract: false, as isValidPhoneNumber: "Call 201 555 0123" is not a number.
  const parsed = parsePhoneNumber(tidy, { defaultCountry: iso, extract: false });
  // The same for a code dialled through the country's international prefix (0044… from NL).
  return parsed?.isValid() && parsed.countryCallingCode === code ? undefined : 'phone.invalid';
}

/**
 * The phone of a form (spec section 3: the number with its country iso and calling code): an
 * object of its own, `{ number, countryIso }`, so that its check runs even while other fields of
 * the form are still wrong (react-hook-form stops an object's pipe at its first failing field).
 * Issues land on `number` (`phone.number` in the form). The output adds the calling code.
 */
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
