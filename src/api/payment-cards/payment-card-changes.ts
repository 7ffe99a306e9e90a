import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import type { NewPaymentCard } from './card-details.schema';
import { PaymentCardSchema, type PaymentCard } from './get-payment-cards';

/**
 * The changes of the shopper's saved cards (issue 12, Payment Cards):
 *
 *   POST   …/users/{userId}/payment-cards  Idempotency-Key  NewPaymentCard  → PaymentCard (201)
 *   PATCH  …/users/{userId}/payment-cards/{cardId}  { defaultPayment: true }  → PaymentCard
 *   DELETE …/users/{userId}/payment-cards/{cardId}  (step-up, as reading them)  → 204
 *
 * A card is added from the payment provider's single-use token (the hosted fields): the page never
 * holds its number; the holder's names and the billing address (one of the address book, or a
 * new one) come with it, and the platform keeps them with the card. Adding and setting the default answer only the card they touched, never the
 * list (reading the list needs the shopper to confirm who they are). The same Idempotency-Key (or
 * request id) answers the first answer again, so a double click or a retry adds one card.
 */
export const PAYMENT_CARD_ERRORS = {
  /** 404: no such card of the shopper (deleted already, in another tab or by a lost answer). */
  cardNotFound: { type: 'PaymentCardError', reason: 'notFound' },
  /** 400: the provider's token is unknown, used or expired: the shopper types the card again. */
  invalidToken: { type: 'PaymentCardError', reason: 'invalidToken' },
  /** 400: the card's expiry has passed. */
  cardExpired: { type: 'PaymentCardError', reason: 'expired' },
  /** 402: the provider's check of the card failed (declined, no funds, not processed). */
  cardDeclined: { type: 'PaymentCardError', reason: 'declined' },
  /**
   * 400: the holder's names or the billing address break their rules, or the chosen address is no
   * longer in the address book (deleted in another tab). `subject`: the refused field's path
   * (`cardHolder.firstName`, `billingAddress.addressId`, `billingAddress.address.postalCode`).
   */
  invalid: { type: 'ValidationError', reason: 'invalid' },
} as const satisfies Record<string, CommerceErrorCode>;
export type PaymentCardErrorKey = keyof typeof PAYMENT_CARD_ERRORS;

/** The payment card error an ApiError carries, if it is one of PAYMENT_CARD_ERRORS. */
export function paymentCardErrorOf(error: unknown): PaymentCardErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, PAYMENT_CARD_ERRORS);
}

const cardsPath = (userId: string) => `/users/${encodeURIComponent(userId)}/payment-cards`;

/**
 * Saves the card behind a provider token with its holder and billing address; the same
 * `idempotencyKey` saves it once.
 */
export function addPaymentCard(
  userId: string,
  card: NewPaymentCard,
  idempotencyKey: string,
): Promise<PaymentCard> {
  return commerceRequest(cardsPath(userId), {
    method: 'POST',
    body: card,
    schema: PaymentCardSchema,
    requestId: idempotencyKey,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Makes a card the shopper's default; doing it again changes nothing. */
export function setDefaultPaymentCard(
  userId: string,
  cardId: string,
  requestId: string,
): Promise<PaymentCard> {
  return commerceRequest(`${cardsPath(userId)}/${encodeURIComponent(cardId)}`, {
    method: 'PATCH',
    body: { defaultPayment: true },
    schema: PaymentCardSchema,
    requestId,
  });
}

/**
 * Deletes a card (the step-up dialog asks the shopper to confirm who they are first). A card gone
 * already (deleted in another tab, or by an attempt whose answer was lost) counts as deleted.
 */
export async function deletePaymentCard(
  userId: string,
  cardId: string,
  requestId: string,
): Promise<{ alreadyGone: boolean }> {
  try {
    await commerceRequest(`${cardsPath(userId)}/${encodeURIComponent(cardId)}`, {
      method: 'DELETE',
      requestId,
    });
    return { alreadyGone: false };
  } catch (error) {
    if (paymentCardErrorOf(error) === 'cardNotFound') return { alreadyGone: true };
    throw error;
  }
}
