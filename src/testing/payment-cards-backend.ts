import * as v from 'valibot';
import { expect } from 'vitest';
import { CommerceErrorListSchema } from '../api/http/occ-errors';
import type { NewPaymentCard } from '../api/payment-cards/card-details.schema';
import {
  PAYMENT_DETAILS_FIELDS,
  PaymentCardsSchema,
} from '../api/payment-cards/payment-details.schema';
import {
  PAYMENT_CARD_ERRORS,
  type PaymentCardErrorKey,
} from '../api/payment-cards/payment-card-changes';
import { completeTransaction, createTransaction } from '../mocks/identity/transactions';
import { registerIdToken } from '../mocks/identity/session-tokens';
import { call, parsed, type Answer } from './commerce-backend';

// Calls on the fake platform's saved cards (src/mocks/handlers/payment-cards.ts) for the unit tests.
export const DANA = 'u-1001';
export const CARDS = `/users/current/paymentdetails`;

/** The query the client sends on each read: what its converter reads (payment-details.schema.ts). */
const fields = (wrap: (fields: string) => string, lang?: string) =>
  new URLSearchParams({ fields: wrap(PAYMENT_DETAILS_FIELDS), ...(lang ? { lang } : {}) });

/** A completed step-up transaction with the user's id token: what the retried request carries. */
export function confirmed(userId: string): Record<string, string> {
  const txId = createTransaction(userId);
  completeTransaction(txId);
  const idToken = `id-${crypto.randomUUID()}`;
  registerIdToken(idToken, { userId });
  return { 'X-TxID': txId, 'X-IdToken': idToken };
}

/** The shopper's saved cards, read after a confirmation (`lang`: of the addresses' names). */
export async function listCards(token: string, userId = DANA, lang?: string) {
  const query = fields((asked) => `payments(${asked})`, lang);
  return parsed(
    await call('GET', `${CARDS}?saved=true&${query}`, { token, headers: confirmed(userId) }),
    200,
    PaymentCardsSchema,
  );
}

export const summary = async (token: string) =>
  (await listCards(token)).map((card) => [card.last4, card.defaultPayment]);

/** A refusal with its code, and the field it names when `subject` is given. */
export function expectCardError(
  answer: Answer,
  status: number,
  key: PaymentCardErrorKey,
  subject?: string,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  const { type, reason } = PAYMENT_CARD_ERRORS[key];
  expect({ type: error?.type, reason: error?.reason }).toEqual({ type, reason });
  if (subject !== undefined) expect(error?.subject).toBe(subject);
}

/** Dana's holder and her office address: what the Payment Cards form sends by default here. */
export const DETAILS: Omit<NewPaymentCard, 'token'> = {
  cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
  billingAddress: { use: 'book', addressId: 'addr-1001-office' },
};

export const add = (
  token: string,
  cardTokenValue: string,
  key: string,
  details: Omit<NewPaymentCard, 'token'> = DETAILS,
) =>
  call('POST', `${CARDS}?${fields((asked) => asked)}`, {
    token,
    body: { token: cardTokenValue, ...details },
    headers: { 'Idempotency-Key': key },
  });
