/** Fixed facts of the fake identity server (ForgeRock AM compatible, realm `alpha`). */
export const CLIENT_ID = 'store-widgets';
export const REALM = '/alpha';
/** Path segment the SDK builds from realm `alpha` (util/realm.js): `realms/root/realms/alpha`. */
export const REALM_PATH = 'realms/root/realms/alpha';
/** The tree the embedded sign-in runs (`authIndexType=service&authIndexValue=Login`). */
export const LOGIN_TREE = 'Login';
export const SESSION_COOKIE = 'iPlanetDirectoryPro';

export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** How long an authId (one step of a tree) stays usable. */
export const AUTH_FLOW_TTL_MS = 5 * 60 * 1000;
export const CODE_TTL_MS = 60 * 1000;
export const DEFAULT_ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ID_TOKEN_TTL_S = 3600;
/** How long a step-up transaction may wait for its tree, and its completed retry. */
export const TRANSACTION_TTL_MS = 5 * 60 * 1000;

/** Every identity path sits under `…/auth/`; this returns that prefix of a request (e.g. `/auth`). */
export function authRoot(url: URL): string {
  const index = url.pathname.lastIndexOf('/auth/');
  return index < 0 ? '/auth' : url.pathname.slice(0, index + '/auth'.length);
}

/** The OAuth issuer of a request's server: `{origin}{authRoot}/oauth2/realms/root/realms/alpha`. */
export function issuerOf(url: URL): string {
  return `${url.origin}${authRoot(url)}/oauth2/${REALM_PATH}`;
}
