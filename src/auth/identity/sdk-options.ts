// How the ForgeRock SDK is configured (spec section 7), once per page, by whichever of its parts
// loads first: the trees' (sdk.ts) or the OAuth client's (oauth-sdk.ts).
import type { ConfigOptions } from './forgerock';
import type { Core } from '../../core/core';
import { sharedInstance } from '../../core/platform/shared-instance';
import { IDENTITY_TIMEOUT_MS } from '../session-constants/session-constants';
import { IDENTITY_SCOPE } from './identity-constants';
import { redirectUri } from './callback-page';
import { identityBaseUrl } from './identity-request';
import { sdkTokenStore } from './token-store';

export type ConfigHolder = Pick<Core, 'config'>;

export function identityOptions(core: ConfigHolder): ConfigOptions {
  const { config } = core;
  return {
    clientId: config.authClientId,
    realmPath: config.authRealm,
    tree: config.authTree,
    redirectUri: redirectUri(core),
    scope: IDENTITY_SCOPE,
    serverConfig: {
      baseUrl: identityBaseUrl(core),
      timeout: IDENTITY_TIMEOUT_MS,
    },
    tokenStore: sdkTokenStore as ConfigOptions['tokenStore'],
    oauthThreshold: 30_000,
  };
}

/** The SDK's one configuration (`Config`, shared by its parts), set once per page. */
export function configureSdk(
  sdkConfig: { set(options: ConfigOptions): void },
  core: ConfigHolder,
): void {
  sharedInstance('identity-sdk-configured', () => {
    sdkConfig.set(identityOptions(core));
    return true;
  });
}
