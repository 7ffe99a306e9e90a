// The address rules' limits, apart so that the rules and their messages both import them.

/** Spec sections 5 and 9. */
export const CITY_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 240;

/** The spec sets none: the same as the person's names on the label (NAME_MAX_LENGTH). */
export const COMPANY_NAME_MAX_LENGTH = 60;
