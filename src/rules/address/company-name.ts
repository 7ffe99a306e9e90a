import * as v from 'valibot';
import { ADDRESS_CHARACTERS } from './address';
import { COMPANY_NAME_MAX_LENGTH } from './address.limits';

/**
 * The organisation an address is for (optional), at most COMPANY_NAME_MAX_LENGTH characters
 * (address.limits.ts says why 60). The characters are the address lines' (0-9a-zA-Z and
 * punctuation), since it is printed with them. Trimmed; '' when left empty (or not sent).
 */
export const CompanyNameSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(COMPANY_NAME_MAX_LENGTH, 'address.companyTooLong'),
    v.regex(ADDRESS_CHARACTERS, 'address.invalidCharacters'),
  ),
  '',
);
