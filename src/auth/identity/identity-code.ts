/**
 * The identity SDK and what acquires tokens with it, in a chunk of their own with the ForgeRock
 * library (vite.config.ts): loaded the first time a page needs a sign-in, a step-up, a renewal or
 * a sign-out (identity-client.ts). A signed-in shopper's page whose stored tokens are fresh
 * downloads none of it, only the session's code that reads them.
 */
import * as forgerock from './forgerock';
import { identitySdk } from './sdk';

export { acquireTokens, raceTokenAcquisition } from './acquire-tokens';

/** The SDK, configured for the page once (sdk.ts). */
export const sdk = identitySdk(forgerock);
