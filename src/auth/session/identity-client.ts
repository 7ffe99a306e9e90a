import { getCore } from '../../core/core';
import { sharedInstance } from '../../core/shared-instance';
import {
  acquireTokens,
  raceTokenAcquisition,
  REDIRECTING,
  type AcquireOptions,
} from '../identity/acquire-tokens';
import type { IdentitySdk } from '../identity/sdk';
import type { StoredTokens } from '../identity/token-store';

/** The identity SDK, downloaded the first time a page needs it and shared by every widget. */
export function loadIdentitySdk(): Promise<IdentitySdk> {
  return sharedInstance('identity-sdk', () =>
    import('../identity/sdk').then((m) => m.identitySdk()),
  );
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
  const sdk = await loadIdentitySdk();
  const { config } = getCore();
  return raceTokenAcquisition(
    acquireTokens(
      {
        sdk,
        transport: config.authTransport,
        loginMode: config.loginMode,
        navigate: (url) => globalThis.location.assign(url),
      },
      options,
    ),
  );
}

export { REDIRECTING };
