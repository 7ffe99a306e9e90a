import { getCore } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { sharedLoad } from '../../core/platform/shared-instance';
import { authorizeTransport } from '../identity/authorize-transport';
import { REDIRECTING, reusableTokens, type AcquireOptions } from '../identity/reusable-tokens';
import type * as IdentityCodeModule from '../identity/identity-code';
import type { IdentitySdk } from '../identity/sdk';
import type { StoredTokens } from '../identity/token-store';

type IdentityCode = typeof IdentityCodeModule;

/**
 * The identity SDK with the token acquisition (identity-code.ts), downloaded the first time a
 * page needs them and shared by every widget: a sign-in, a step-up, a renewal, a sign-out (a page
 * whose stored tokens are fresh needs none of them). A failed load is retried from a new URL, then
 * the next call loads it again.
 */
function loadIdentityCode(): Promise<IdentityCode> {
  return sharedLoad('identity-code', () => importAgain(() => import('../identity/identity-code')));
}

/** The identity SDK, configured for the page (see loadIdentityCode). */
export function loadIdentitySdk(): Promise<IdentitySdk> {
  return loadIdentityCode().then((code) => code.sdk);
}

let inFlight: Promise<StoredTokens | typeof REDIRECTING> | undefined;

/**
 * Tokens by the spec's rules, within the 10000 ms race. One acquisition at a time per page: the
 * customer check, the activity refresh and a 401 retry that all find the token expired share one
 * renewal instead of revoking each other's new tokens. A returning code is never shared.
 */
export function getTokens(
  options: AcquireOptions = {},
): Promise<StoredTokens | typeof REDIRECTING> {
  if (inFlight && !options.query) return inFlight;
  const work = acquire(options).finally(() => {
    if (inFlight === work) inFlight = undefined;
  });
  inFlight = work;
  return work;
}

async function acquire(options: AcquireOptions): Promise<StoredTokens | typeof REDIRECTING> {
  // Fresh stored tokens are used as they are: a signed-in shopper's page downloads the SDK only
  // when they need renewing.
  const reusable = reusableTokens(options);
  if (reusable) return reusable;
  const { sdk, acquireTokens, raceTokenAcquisition } = await loadIdentityCode();
  const { config } = getCore();
  return raceTokenAcquisition(
    acquireTokens(
      {
        sdk,
        transport: authorizeTransport(),
        loginMode: config.loginMode,
        navigate: (url) => globalThis.location.assign(url),
      },
      options,
    ),
  );
}

export { REDIRECTING };
