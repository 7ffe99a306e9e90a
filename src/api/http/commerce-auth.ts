// How commerce requests get their token and their step-up: installed by the identity layer (the
// API layer may not import it). A file of its own, so that the session code on every page
// installs them without loading the commerce client, which only pages that call the API need.

export type AccessTokenProvider = () => string | undefined | Promise<string | undefined>;

let accessTokenProvider: AccessTokenProvider = () => undefined;

export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

export async function currentAccessToken(): Promise<string | undefined> {
  return accessTokenProvider();
}

/** A step-up 401's advices, e.g. `{ TransactionConditionAdvice: ['tx1'] }`. */
export type Advices = Record<string, string[]>;

export interface AuthHandlers {
  /** Runs the authentication tree; resolves with the retry's headers, or undefined if it failed. */
  stepUp: (advices: Advices) => Promise<Record<string, string> | undefined>;
  /** Renews the access token; resolves true when there is a new one to retry with. */
  renewToken: () => Promise<boolean>;
}

let authHandlers: AuthHandlers | undefined;

export function setAuthHandlers(handlers: AuthHandlers): void {
  authHandlers = handlers;
}

/** Undefined until the identity layer installs them (a page without sessions never does). */
export function installedAuthHandlers(): AuthHandlers | undefined {
  return authHandlers;
}
