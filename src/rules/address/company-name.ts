import * as v from 'valibot';
import { ADDRESS_CHARACTERS } from './address';

/**
 * The organisation an address is for (optional). The spec sets no limit: 60, the limit of the
 * person's names on the same label (spec section 9), long enough for "Riverside Unified School
 * District" and its like, short enough for a parcel label's line. The characters are the address
 * lines' (0-9a-zA-Z and punctuation), since it is printed with them.
 */
export const COMPANY_NAME_MAX_LENGTH = 60;

/** Trimmed; '' when left empty (or not sent). */
export const CompanyNameSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(COMPANY_NAME_MAX_LENGTH, 'address.companyTooLong'),
    v.regex(ADDRESS_CHARACTERS, 'address.invalidCharacters'),
  ),
  '',
);
