/**
 * The limits of the name rule, apart from it so that the rule (names.ts) and its messages
 * (names.messages.ts, which print them) both import them and never each other both ways.
 */

/** Spec sections 5 and 9: the longest name (contact, participant, card holder). */
export const NAME_MAX_LENGTH = 60;
