/**
 * The limits of the address rules, apart from them so that the rules (address.ts,
 * company-name.ts) and their messages (address.messages.ts, which print them) both import them
 * and never each other both ways.
 */

/** Spec sections 5 and 9. */
export const CITY_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 240;

/**
 * The organisation an address is for. The spec sets no limit: 60, the limit of the person's
 * names on the same label (spec section 9), long enough for "Riverside Unified School District"
 * and its like, short enough for a parcel label's line.
 */
export const COMPANY_NAME_MAX_LENGTH = 60;
