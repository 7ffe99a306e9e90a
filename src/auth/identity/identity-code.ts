// The identity SDK's trees (sign-in, step-up, password change): a lazy chunk with the ForgeRock
// library. Getting tokens is the token code's (token-code.ts).
import type { Core } from '../../core/core';
import * as forgerock from './forgerock';
import { identitySdk, type IdentitySdk } from './sdk';

/** The SDK, configured (once per page) from the core the identity client hands over. */
export const sdkFor = (core: Pick<Core, 'config'>): IdentitySdk => identitySdk(forgerock, core);
