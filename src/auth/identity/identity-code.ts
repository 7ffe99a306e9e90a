// The identity SDK and token acquisition: a lazy chunk with the ForgeRock library.
import type { Core } from '../../core/core';
import * as forgerock from './forgerock';
import { identitySdk, type IdentitySdk } from './sdk';

export { acquireTokens, raceTokenAcquisition } from './acquire-tokens';

/** The SDK, configured (once per page) from the core the identity client hands over. */
export const sdkFor = (core: Pick<Core, 'config'>): IdentitySdk => identitySdk(forgerock, core);
