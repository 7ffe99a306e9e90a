/**
 * The limits of the email rules, apart from them so that the rules (email.ts) and their messages
 * (email.messages.ts, which print them) both import them and never each other both ways.
 */

/** Spec sections 5 and 9: contact and participant emails are at most 64 characters. */
export const CONTACT_EMAIL_MAX_LENGTH = 64;
/** Spec sections 5 and 9: the checkout's qualified-user email is at most 150 characters. */
export const QUALIFIED_USER_EMAIL_MAX_LENGTH = 150;
/** The address shown in 'Please enter a valid email address (for example, {email})'. */
export const EXAMPLE_EMAIL = 'name@example.com';
