/**
 * One title and text per code family, not per code: the shopper needs what to do next, not which
 * code it was (docs/decisions/error-page-families.md). Unlisted codes: bad-request or server-error.
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

/** The family of an error page's code (the route table's errorCode() made it a valid one). */
export function errorFamily(code: number): ErrorFamily {
  return BY_CODE[code] ?? (code < 500 ? 'bad-request' : 'server-error');
}
