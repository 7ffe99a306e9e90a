// The name rule's limits, apart so that the rule and its messages both import them.

/** Spec sections 5 and 9: the longest name (contact, participant, card holder). */
export const NAME_MAX_LENGTH = 60;
