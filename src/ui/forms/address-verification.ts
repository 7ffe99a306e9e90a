import type { AddressInput } from '../../api/addresses/address.schema';
import { verifyAddress } from '../../api/addresses/verify-address';
import { logError } from '../../core/platform/log';
import { reviewedAddress } from './address-form-values';

/** What the form does with an entered address once the verification service has answered. */
export type VerificationOutcome =
  | { kind: 'save'; address: AddressInput }
  | { kind: 'reject' }
  | { kind: 'review'; suggested: AddressInput[] };

/**
 * Asks the verification service (address-validation-service flag) about an address that passed
 * the form's own rules. ACCEPT saves it; REJECT refuses it; REVIEW offers the suggested addresses
 * (with the entered names where the service gives none). Saved as entered, unverified, when:
 * - the call itself fails (error status, timeout, network, a body we cannot read): the service
 *   is an aid, not a gate, and the platform checks the address again when it is saved, so a
 *   shopper is not stopped by an outage; the failure is logged;
 * - REVIEW comes with no suggestion: there is nothing to choose between.
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
