import type { AddressInput } from '../../api/addresses/address.schema';
import { verifyAddress } from '../../api/addresses/verify-address';
import { logError } from '../../core/platform/log';
import { reviewedAddress } from './address-form-values';

export type VerificationOutcome =
  | { kind: 'save'; address: AddressInput }
  | { kind: 'reject' }
  | { kind: 'review'; suggested: AddressInput[] };

/**
 * The verification service's answer for a valid address. A failed call saves it as entered: the
 * service is an aid, not a gate, and the platform checks the address again on save.
 */
export async function verificationOutcome(entered: AddressInput): Promise<VerificationOutcome> {
  try {
    const verdict = await verifyAddress(entered);
    if (verdict.decision === 'REJECT') return { kind: 'reject' };
    const suggested = verdict.suggestedAddresses.map((address) =>
      reviewedAddress(address, entered),
    );
    if (verdict.decision === 'REVIEW' && suggested.length > 0) return { kind: 'review', suggested };
  } catch (error) {
    logError('Address verification failed: the address is saved unverified', error);
  }
  return { kind: 'save', address: entered };
}
