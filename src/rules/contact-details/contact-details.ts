import * as v from 'valibot';
import { ContactEmailSchema } from '../email/email';
import { nameSchema } from '../names/names';
import { PhoneSchema } from '../phone/phone';
import { EMPTY_PHONE } from '../phone/phone-countries';

/** Spec sections 3 and 5, every field required; phone messages land on `phone.number`. */
export const ContactDetailsSchema = v.object({
  firstName: nameSchema('first'),
  lastName: nameSchema('last'),
  email: ContactEmailSchema,
  phone: PhoneSchema,
});

export type ContactDetailsInput = v.InferInput<typeof ContactDetailsSchema>;
export type ContactDetails = v.InferOutput<typeof ContactDetailsSchema>;

export const EMPTY_CONTACT_DETAILS: ContactDetailsInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: EMPTY_PHONE,
};
