import type { Core } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { sharedLoad } from '../../core/platform/shared-instance';
import { authorizeTransport } from '../identity/authorize-transport';
import { REDIRECTING, reusableTokens, type AcquireOptions } from '../identity/reusable-tokens';
import type * as IdentityCodeModule from '../identity/identity-code';
import type { IdentitySdk } from '../identity/sdk';
import type { StoredTokens } from '../identity/token-store';

type IdentityCode = typeof IdentityCodeModule;

/** The identity SDK and token acquisition, downloaded the first time a page needs them. */
function loadIdentityCode(): Promise<IdentityCode> {
  return sharedLoad('identity-code', () => importAgain(() => import('../identity/identity-code')));
}

export function loadIdentitySdk(core: Pick<Core, 'config'>): Promise<IdentitySdk> {
  return loadIdentityCode().then((code) => code.sdkFor(core));
}

let inFlight: Promise<StoredTokens | typeof REDIRECTING> | undefined;

type ConfigHolder = Pick<Core, 'config'>;

/** Shared per page, so callers do not revoke each other's new tokens; a returning code is not. */
export function getTokens(
  core: ConfigHolder,
  options: AcquireOptions = {},
): Promise<StoredTokens | typeof REDIRECTING> {
  if (inFlight && !options.query) return inFlight;
  const work = acquire(core, options).finally(() => {
    if (inFlight === work) inFlight = undefined;
  });
  inFlight = work;
  return work;
}

async function acquire(
  core: ConfigHolder,
  options: AcquireOptions,
): Promise<StoredTokens | typeof REDIRECTING> {
  // Fresh stored tokens need no SDK download.
  const reusable = reusableTokens(options);
  if (reusable) return reusable;
  const { sdkFor, acquireTokens, raceTokenAcquisition } = await loadIdentityCode();
  return raceTokenAcquisition(
    acquireTokens(
      {
        sdk: sdkFor(core),
        transport: authorizeTransport(core),
        loginMode: options.loginMode ?? core.config.loginMode,
        navigate: (url) => globalThis.location.assign(url),
      },
      options,
    ),
  );
}

export { REDIRECTING };
