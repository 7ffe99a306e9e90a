import type { Core } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { sharedLoad } from '../../core/platform/shared-instance';
import { authorizeTransport } from '../identity/authorize-transport';
import { loadTokenCode } from '../identity/load-token-code';
import { REDIRECTING, reusableTokens, type AcquireOptions } from '../identity/reusable-tokens';
import type * as IdentityCodeModule from '../identity/identity-code';
import type { IdentitySdk } from '../identity/sdk';
import type { StoredTokens } from '../identity/token-store';

type IdentityCode = typeof IdentityCodeModule;

/** The identity SDK's trees, downloaded the first time a page runs one. */
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
  // Fresh stored tokens need no SDK download; new ones need its OAuth client, not its trees.
  const reusable = reusableTokens(options);
  if (reusable) return reusable;
  const { oauthSdk, acquireTokens, raceTokenAcquisition } = await loadTokenCode();
  return raceTokenAcquisition(
    acquireTokens(
      {
        sdk: oauthSdk(core),
        transport: authorizeTransport(core),
        loginMode: options.loginMode ?? core.config.loginMode,
        navigate: (url) => globalThis.location.assign(url),
      },
      options,
    ),
  );
}

export { REDIRECTING };
