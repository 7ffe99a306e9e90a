import { ADDRESSES_PATH } from './get-addresses';
import { commerceRequest } from '../http/commerce-client';
import { toOccAddress, type AddressInput } from './address.schema';
import { AddressVerificationSchema, type AddressVerification } from './address-services.schema';

/** Failures throw: the caller decides whether to let the address through unverified. */
export function verifyAddress(
  address: AddressInput,
  signal?: AbortSignal,
): Promise<AddressVerification> {
  return commerceRequest(`${ADDRESSES_PATH}/verification`, {
    method: 'POST',
    body: toOccAddress(address),
    schema: AddressVerificationSchema,
    signal,
  });
}
