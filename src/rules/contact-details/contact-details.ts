import * as v from 'valibot';
import { ContactEmailSchema } from '../email/email';
import { nameSchema } from '../names/names';
import { PhoneSchema } from '../phone/phone';
import { EMPTY_PHONE } from '../phone/phone-countries';

/**
 * Contact details (spec sections 3 and 5): first name, last name, email (max 64) and phone with its
 * country and calling code (default US, 1), every one required. The phone is the nested
 * `{ number, countryIso }` of PhoneSchema; its messages land on `phone.number`.
 */
export const ContactDetailsSchema = v.object({
  firstName: nameSchema('first'),
  lastName: nameSchema('last'),
  email: ContactEmailSchema,
  phone: PhoneSchema,
});

export type ContactDetailsInput = v.InferInput<typeof ContactDetailsSchema>;
export type ContactDetails = v.InferOutput<typeof ContactDetailsSchema>;

/** A blank form on the default phone country. */
export const EMPTY_CONTACT_DETAILS: ContactDetailsInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: EMPTY_PHONE,
};
