// The identity SDK and token acquisition, in a chunk of their own with the ForgeRock library,
// loaded the first time a page needs them (identity-client.ts).
import * as forgerock from './forgerock';
import { identitySdk } from './sdk';

export { acquireTokens, raceTokenAcquisition } from './acquire-tokens';

export const sdk = identitySdk(forgerock);
