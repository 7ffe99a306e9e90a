// The email rules' limits, apart so that the rules and their messages both import them.

/** Spec sections 5 and 9: the longest contact or participant email. */
export const CONTACT_EMAIL_MAX_LENGTH = 64;
/** Spec sections 5 and 9: the longest qualified-user email at checkout. */
export const QUALIFIED_USER_EMAIL_MAX_LENGTH = 150;
export const EXAMPLE_EMAIL = 'name@example.com';
