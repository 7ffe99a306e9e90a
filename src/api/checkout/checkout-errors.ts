import { isApiError } from '../http/api-error';
import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { ADDRESS_REFUSALS, refusalSubject } from './address-refusals';

// Apart from the checkout's schemas: its steps read these refusals without its state's schema.

/** The checkout's refusals; a field-level error names the field in `subject`. */
export const CHECKOUT_ERRORS = {
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  addressNotFound: { type: 'CartAddressError', reason: 'notValid' },
  ...ADDRESS_REFUSALS,
  termsNotAccepted: { type: 'ValidationError', reason: 'termsNotAccepted' },
  /** The account has no billing address, so it cannot order. */
  accountNotValid: { type: 'CheckoutError', reason: 'accountNotValid' },
  organisationRequired: { type: 'CheckoutError', reason: 'organisationRequired' },
  customerAccountMissing: { type: 'CheckoutError', reason: 'customerAccountMissing' },
  userNotFound: { type: 'CheckoutError', reason: 'userNotFound' },
  userNotQualified: { type: 'CheckoutError', reason: 'userNotQualified' },
  qualifiedUserMissing: { type: 'CheckoutError', reason: 'qualifiedUserMissing' },
  qglobalNotFound: { type: 'CheckoutError', reason: 'qglobalNotFound' },
  qglobalNoAccess: { type: 'CheckoutError', reason: 'qglobalNoAccess' },
  notRequired: { type: 'CheckoutError', reason: 'notRequired' },
  aimswebNotFound: { type: 'CheckoutError', reason: 'aimswebNotFound' },
  /** OCC's code; the store's reason is a book address whose names break the names rule. */
  addressNameInvalid: { type: 'CartAddressError', reason: 'cannotSet' },
  deliveryAddressMissing: { type: 'CheckoutError', reason: 'deliveryAddressMissing' },
  deliveryModeMissing: { type: 'CheckoutError', reason: 'deliveryModeMissing' },
  /** Not offered for the cart's delivery address (none is, before an address). */
  deliveryModeUnavailable: { type: 'UnsupportedDeliveryModeError' },
  billingAddressMissing: { type: 'CheckoutError', reason: 'billingAddressMissing' },
} as const satisfies Record<string, CommerceErrorCode>;
export type CheckoutErrorKey = keyof typeof CHECKOUT_ERRORS;

export function checkoutErrorOf(error: unknown): CheckoutErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, CHECKOUT_ERRORS);
}

/** The refused field's path, when the refusal names one (the same for every checkout refusal). */
export const checkoutErrorSubject = refusalSubject;
