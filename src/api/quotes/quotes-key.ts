/**
 * `[QUOTES_KEY, …]` is every quote read, the list's and each quote's. A file of its own: a quote's
 * page and the cart refresh them without the list's read.
 */
export const QUOTES_KEY = 'quotes';
