import * as v from 'valibot';
import { ADDRESS_CHARACTERS } from './address';
import { COMPANY_NAME_MAX_LENGTH } from './address.limits';

/** Optional; the address lines' characters, since it is printed with them. '' when empty. */
export const CompanyNameSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(COMPANY_NAME_MAX_LENGTH, 'address.companyTooLong'),
    v.regex(ADDRESS_CHARACTERS, 'address.invalidCharacters'),
  ),
  '',
);
