/** The Accept header of every JSON read; apart, as the loader's early reads send it too. */
export const JSON_ACCEPT = 'application/json';
