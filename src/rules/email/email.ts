import * as v from 'valibot';
import { CONTACT_EMAIL_MAX_LENGTH, QUALIFIED_USER_EMAIL_MAX_LENGTH } from './email.limits';
import type { EmailMessageKey } from './email.messages';

/** A local part's characters between dots: RFC 5322's atext (o'brien, first.last+tag, user%dept). */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** A domain label: letters, digits and inner hyphens, at most 63 (RFC 1035). */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A top-level domain: letters (.uk, .museum, .photography) or an IDN's ASCII form (.xn--p1ai). */
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])';

/**
 * An address as mail servers take it (RFC 5321's dot-atom form): a local part of atext characters
 * in dot-separated runs (no leading, trailing or doubled dot), one @, then a domain of at least two
 * labels whose last is a real top-level domain. Our choices where the spec only says "valid":
 * quoted local parts ("a b"@x.org), IP literals (a@[10.0.0.1]), single-label domains (a@localhost)
 * and non-ASCII addresses (zoë@example.com, a@münchen.de; the ASCII form a@xn--mnchen-3ya.de
 * passes) are refused: shoppers do not have them, and mail to them often does not arrive.
 */
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`);
/** RFC 5321's limits on each side of the @. */
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MAX_LENGTH = 253;

/** Whether `email` (already trimmed) is a valid address; see EMAIL_PATTERN. */
export function isEmailAddress(email: string): boolean {
  if (!EMAIL_PATTERN.test(email)) return false;
  const at = email.lastIndexOf('@');
  return at <= LOCAL_PART_MAX_LENGTH && email.length - at - 1 <= DOMAIN_MAX_LENGTH;
}

/**
 * An address as typed, as it is checked and stored: NFKC (the full-width ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ
 * of an Asian keyboard's input mode as plain ASCII) and a typographic apostrophe (’ ‘, what a
 * phone or a word processor turns ' into) as the apostrophe it stands for: o’brien@… is
 * o'brien@…, as no one's address has a ’ in it.
 */
export function tidyEmail(typed: string): string {
  return typed.normalize('NFKC').replace(/[\u2018\u2019]/g, "'");
}

/**
 * An email field: trimmed and tidied (tidyEmail), required, at most `max` characters, then a
 * valid address (isEmailAddress). One format message for every email field of the store.
 */
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
