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

/**
 * The changes of the shopper's saved cards:
 *
 *   POST   …/users/current/paymentdetails  Idempotency-Key  NewPaymentCard  → PaymentDetails (201)
 *          (the store's extension: OCC saves a card only as a cart's payment)
 *   PATCH  …/users/current/paymentdetails/{id}  { defaultPayment: true }  → 200, no body (OCC)
 *   DELETE …/users/current/paymentdetails/{id}  (step-up, as reading them)  → 200, no body (OCC)
 *
 * A card is added from the payment provider's single-use token (the hosted fields): the page never
 * holds its number; the holder's names and the billing address (one of the address book, or a new
 * one) come with it, and the platform keeps them with the card. A second save of the same card
 * answers the card it holds, so no call here needs a replay: making a card the default twice, or
 * deleting a card gone already, ends where the first did.
 */
export const PAYMENT_CARD_ERRORS = {
  /**
   * OCC's 400 for an id the shopper has no card under (deleted already, in another tab or by a
   * lost answer): SAP's PaymentDetailsController, "Payment details [id] not found.".
   */
  cardNotFound: {
    type: 'ValidationError',
    reason: 'unknownIdentifier',
    subject: 'paymentDetailsId',
  },
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

const cardPath = (cardId: string) => `${PAYMENT_DETAILS_PATH}/${encodeURIComponent(cardId)}`;

/**
 * Saves the card behind a provider token with its holder and billing address. A retry tokenises
 * again and the platform answers the card it holds; the key spares the provider a second call.
 */
export function addPaymentCard(card: NewPaymentCard, idempotencyKey: string): Promise<PaymentCard> {
  return commerceRequest(`${PAYMENT_DETAILS_PATH}?${paymentDetailsQuery(PAYMENT_DETAILS_FIELDS)}`, {
    method: 'POST',
    body: card,
    schema: PaymentCardSchema,
    requestId: idempotencyKey,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Makes a card the shopper's default; doing it again changes nothing. OCC answers no body, so the
 * caller applies the default to the list it holds (default-card.ts).
 */
export async function setDefaultPaymentCard(cardId: string, requestId: string): Promise<void> {
  await commerceRequest(cardPath(cardId), {
    method: 'PATCH',
    body: { defaultPayment: true },
    requestId,
  });
}

/**
 * Deletes a card (the step-up dialog asks the shopper to confirm who they are first). A card gone
 * already (deleted in another tab, or by an attempt whose answer was lost) counts as deleted.
 */
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
