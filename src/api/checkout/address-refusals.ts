import { isApiError } from '../http/api-error';
import { commerceErrorKey, firstCommerceError, type CommerceErrorCode } from '../http/occ-errors';

// What the address form and the address book read of a refusal: a field refused (named in
// `subject`) and an account not found. Part of the checkout's refusals (checkout-errors.ts), apart
// so that those pages do not load the checkout's whole table.
export const ADDRESS_REFUSALS = {
  invalid: { type: 'ValidationError', reason: 'invalid' },
  missing: { type: 'ValidationError', reason: 'missing' },
  accountNotFound: { type: 'CheckoutError', reason: 'accountNotFound' },
} as const satisfies Record<string, CommerceErrorCode>;

export function addressRefusalOf(error: unknown): keyof typeof ADDRESS_REFUSALS | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, ADDRESS_REFUSALS);
}

/** The refused field's path (`address.postalCode`), when the refusal names one. */
export function refusalSubject(error: unknown): string | undefined {
  return isApiError(error) ? firstCommerceError(error.info)?.subject : undefined;
}
