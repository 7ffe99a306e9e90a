// The identity SDK and token acquisition, in a chunk of their own with the ForgeRock library,
// loaded the first time a page needs them (identity-client.ts).
import type { Core } from '../../core/core';
import * as forgerock from './forgerock';
import { identitySdk, type IdentitySdk } from './sdk';

export { acquireTokens, raceTokenAcquisition } from './acquire-tokens';

/** The SDK, configured (once per page) from the core the identity client hands over. */
export const sdkFor = (core: Pick<Core, 'config'>): IdentitySdk => identitySdk(forgerock, core);
