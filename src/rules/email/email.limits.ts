/**
 * The limits of the email rules, apart from them so that the rules (email.ts) and their messages
 * (email.messages.ts, which print them) both import them and never each other both ways.
 */

/** Spec sections 5 and 9: the longest contact or participant email. */
export const CONTACT_EMAIL_MAX_LENGTH = 64;
/** Spec sections 5 and 9: the longest qualified-user email at checkout. */
export const QUALIFIED_USER_EMAIL_MAX_LENGTH = 150;
/** The address shown in 'Please enter a valid email address (for example, {email})'. */
export const EXAMPLE_EMAIL = 'name@example.com';
