/**
 * The Accept header of every JSON read (fetchJson). Its own file, without valibot: the loader's
 * early content reads send the same header, so that the read they start is the one fetchJson takes.
 */
export const JSON_ACCEPT = 'application/json';
