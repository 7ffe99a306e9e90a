import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import type { NewPaymentCard } from './card-details.schema';
import { PAYMENT_DETAILS_PATH, paymentDetailsQuery } from './get-payment-cards';
import {
  PAYMENT_DETAILS_FIELDS,
  PaymentCardSchema,
  type PaymentCard,
} from './payment-details.schema';

// The shopper's saved cards' changes, each safe to repeat. Adding is the store's extension (OCC
// saves a card only as a cart's payment).

export const PAYMENT_CARD_ERRORS = {
  /** OCC's answer for a card deleted already (another tab, a lost answer). */
  cardNotFound: {
    type: 'ValidationError',
    reason: 'unknownIdentifier',
    subject: 'paymentDetailsId',
  },
  invalidToken: { type: 'PaymentCardError', reason: 'invalidToken' },
  cardExpired: { type: 'PaymentCardError', reason: 'expired' },
  cardDeclined: { type: 'PaymentCardError', reason: 'declined' },
  /** `subject`: the refused field's path (e.g. `billingAddress.addressId`). */
  invalid: { type: 'ValidationError', reason: 'invalid' },
} as const satisfies Record<string, CommerceErrorCode>;
export type PaymentCardErrorKey = keyof typeof PAYMENT_CARD_ERRORS;

export function paymentCardErrorOf(error: unknown): PaymentCardErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, PAYMENT_CARD_ERRORS);
}

const cardPath = (cardId: string) => `${PAYMENT_DETAILS_PATH}/${encodeURIComponent(cardId)}`;

/** A retry tokenises again and gets the card held; the key spares the provider a second call. */
export function addPaymentCard(card: NewPaymentCard, idempotencyKey: string): Promise<PaymentCard> {
  return commerceRequest(`${PAYMENT_DETAILS_PATH}?${paymentDetailsQuery(PAYMENT_DETAILS_FIELDS)}`, {
    method: 'POST',
    body: card,
    schema: PaymentCardSchema,
    requestId: idempotencyKey,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** OCC answers no body, so the caller applies the default to the list it holds. */
export async function setDefaultPaymentCard(cardId: string, requestId: string): Promise<void> {
  await commerceRequest(cardPath(cardId), {
    method: 'PATCH',
    body: { defaultPayment: true },
    requestId,
  });
}

/** A card gone already counts as deleted. */
export async function deletePaymentCard(
  cardId: string,
  requestId: string,
): Promise<{ alreadyGone: boolean }> {
  try {
    await commerceRequest(cardPath(cardId), {
      method: 'DELETE',
      requestId,
    });
    return { alreadyGone: false };
  } catch (error) {
    if (paymentCardErrorOf(error) === 'cardNotFound') return { alreadyGone: true };
    throw error;
  }
}
