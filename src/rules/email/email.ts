import * as v from 'valibot';
import { CONTACT_EMAIL_MAX_LENGTH, QUALIFIED_USER_EMAIL_MAX_LENGTH } from './email.limits';
import type { EmailMessageKey } from './email.messages';

/** RFC 5322's atext (o'brien, first.last+tag). */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** RFC 1035. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** Letters, or an IDN's ASCII form (.xn--p1ai). */
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])';

/** RFC 5321's dot-atom form; what we refuse and why: docs/decisions/rules-email-format.md. */
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`);
/** RFC 5321's limits on each side of the @. */
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MAX_LENGTH = 253;

/** `email` already trimmed. */
export function isEmailAddress(email: string): boolean {
  if (!EMAIL_PATTERN.test(email)) return false;
  const at = email.lastIndexOf('@');
  return at <= LOCAL_PART_MAX_LENGTH && email.length - at - 1 <= DOMAIN_MAX_LENGTH;
}

/** NFKC (full-width keyboard input as ASCII), and typographic apostrophes as '. */
export function tidyEmail(typed: string): string {
  return typed.normalize('NFKC').replace(/[\u2018\u2019]/g, "'");
}

/** One format message for every email field of the store. */
function emailSchema(max: number, tooLong: EmailMessageKey) {
  return v.pipe(
    v.string('email.required'),
    v.trim(),
    v.transform(tidyEmail),
    v.nonEmpty('email.required'),
    v.maxLength(max, tooLong),
    v.check(isEmailAddress, 'email.invalid'),
  );
}

/** Contact details and training participants (spec section 5). */
export const ContactEmailSchema = emailSchema(CONTACT_EMAIL_MAX_LENGTH, 'email.tooLong');

/** The checkout's qualified user (spec section 5). */
export const QualifiedUserEmailSchema = emailSchema(
  QUALIFIED_USER_EMAIL_MAX_LENGTH,
  'email.qualifiedUserTooLong',
);

/** The shopper's sign-in email, which may be longer than a contact's. */
export const LookupEmailSchema = emailSchema(
  QUALIFIED_USER_EMAIL_MAX_LENGTH,
  'email.qualifiedUserTooLong',
);

export type QualifiedUserLookupFailure = 'notFound' | 'technicalError';

export function qualifiedUserLookupMessage(failure: QualifiedUserLookupFailure): EmailMessageKey {
  return failure === 'notFound' ? 'email.qualifiedUserNotFound' : 'email.technicalError';
}
