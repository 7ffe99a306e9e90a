import * as v from 'valibot';
import type { EmailMessageKey } from './email.messages';

/** Spec sections 5 and 9: contact and participant emails are at most 64 characters. */
export const CONTACT_EMAIL_MAX_LENGTH = 64;
/** Spec sections 5 and 9: the checkout's qualified-user email is at most 150 characters. */
export const QUALIFIED_USER_EMAIL_MAX_LENGTH = 150;
/** The address shown in 'Please enter a valid email address (for example, {email})'. */
export const EXAMPLE_EMAIL = 'name@example.com';

/**
 * An email field: trimmed, required, a valid address (valibot's check: one @, a dotted domain, no
 * spaces), then at most `max` characters. One format message for every email field of the store.
 */
function emailSchema(max: number, tooLong: EmailMessageKey) {
  return v.pipe(
    v.string('email.required'),
    v.trim(),
    v.nonEmpty('email.required'),
    v.maxLength(max, tooLong),
    v.email('email.invalid'),
  );
}

/** Contact details and training participants (spec section 5: valid, max 64). */
export const ContactEmailSchema = emailSchema(CONTACT_EMAIL_MAX_LENGTH, 'email.tooLong');

/** The checkout's qualified user (spec section 5: required, valid, max 150). */
export const QualifiedUserEmailSchema = emailSchema(
  QUALIFIED_USER_EMAIL_MAX_LENGTH,
  'email.qualifiedUserTooLong',
);

/**
 * The order status lookup's email (the shopper's sign-in email, which may be longer than a
 * contact's): required, valid, at most 150 as the checkout's.
 */
export const LookupEmailSchema = emailSchema(
  QUALIFIED_USER_EMAIL_MAX_LENGTH,
  'email.qualifiedUserTooLong',
);

/** What the server can answer about a qualified user's email, beyond its format. */
export type QualifiedUserLookupFailure = 'notFound' | 'technicalError';

/** The message for a qualified-user lookup that did not find a usable user. */
export function qualifiedUserLookupMessage(failure: QualifiedUserLookupFailure): EmailMessageKey {
  return failure === 'notFound' ? 'email.qualifiedUserNotFound' : 'email.technicalError';
}
