/**
 * The error pages' code families (spec section 2: redirect error codes 400-511, default 500): one
 * title and text per family rather than per code, since a shopper needs to know what to do next,
 * not which of 112 codes it was.
 *
 *   sign-in       401                 sign in, then try again (a sign-in link is offered)
 *   forbidden     403                 no access to this page
 *   not-found     404                 no such page
 *   gone          410                 the page was removed for good
 *   try-later     408, 425, 429       too slow or too many requests: wait a moment, try again
 *   bad-request   every other 4xx     the request was not what the store expected
 *   unavailable   502, 503, 504       the store is briefly out of reach: try again in a few minutes
 *   server-error  every other 5xx     something went wrong on the store's side
 */
export const ERROR_FAMILIES = [
  'sign-in',
  'forbidden',
  'not-found',
  'gone',
  'try-later',
  'bad-request',
  'unavailable',
  'server-error',
] as const;
export type ErrorFamily = (typeof ERROR_FAMILIES)[number];

const BY_CODE: Readonly<Record<number, ErrorFamily>> = {
  401: 'sign-in',
  403: 'forbidden',
  404: 'not-found',
  408: 'try-later',
  410: 'gone',
  425: 'try-later',
  429: 'try-later',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/** The family of an error page's code (400-511; the route table's errorCode() made it one). */
export function errorFamily(code: number): ErrorFamily {
  return BY_CODE[code] ?? (code < 500 ? 'bad-request' : 'server-error');
}
