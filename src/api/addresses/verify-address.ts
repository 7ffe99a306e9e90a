import { ADDRESSES_PATH } from './get-addresses';
import { commerceRequest } from '../http/commerce-client';
import {
  AddressVerificationSchema,
  toOccAddress,
  type AddressInput,
  type AddressVerification,
} from './address.schema';

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
