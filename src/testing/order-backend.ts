/**
 * Place order on the fake commerce backend from node tests: a checkout made ready to order, card
 * tokens issued as the provider's pages issue them, and the order endpoints.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { CommerceErrorListSchema } from '../api/http/occ-errors';
import { ORDER_ERRORS, type OrderErrorKey } from '../api/orders/order-errors';
import type { Order, PaymentChoice } from '../api/orders/order.schema';
import { OrderSchema } from './occ-wire';
import { cardBrandOf } from '../rules/card/card-brand';
import { CAPTCHA_HEADER } from '../api/orders/place-order';
import { issueCardToken } from '../mocks/payment/provider-vault';
import { fieldsOf } from '../api/http/occ-fields';
import { AccountPaymentSchema } from '../api/orders/account-payment.schema';
import { OccPaymentTypeListSchema } from '../api/orders/occ-payment-types.schema';
import {
  ACCOUNT_PAYMENT_PATH,
  PAYMENT_TYPES_PATH,
  type PaymentOptions,
} from '../api/orders/payment-options';
import { toPaymentOptions } from '../api/orders/payment-options-converter';
import { CHECKOUT_CARDS_READ } from '../api/payment-cards/get-payment-cards';
import { PaymentCardsSchema } from '../api/payment-cards/payment-details.schema';
import { CURRENT, call, cartWith, choose, parsed, type Answer } from './commerce-backend';

/** OCC's place order (the payment set on the cart first: setPayment). */
export const ORDERS = `${CURRENT}/orders`;
const CART = `${CURRENT}/carts/current`;

/** The checkout's saved cards read (payment-options.ts): OCC's list, without the step-up. */
export const CHECKOUT_CARDS = `${CURRENT}/paymentdetails?${new URLSearchParams({
  saved: 'true',
  ...CHECKOUT_CARDS_READ,
  fields: fieldsOf(PaymentCardsSchema),
})}`;
export const PAYMENT_TYPES = `${PAYMENT_TYPES_PATH}?fields=${fieldsOf(OccPaymentTypeListSchema)}`;
export const ACCOUNT_PAYMENT = ACCOUNT_PAYMENT_PATH;

/** The payment options as the checkout reads them: its three reads, each checked, combined. */
export async function paymentOptions(token: string): Promise<PaymentOptions> {
  const [cards, types, account] = await Promise.all([
    call('GET', CHECKOUT_CARDS, { token }),
    call('GET', PAYMENT_TYPES, { token }),
    call('GET', ACCOUNT_PAYMENT, { token }),
  ]);
  return toPaymentOptions({
    savedCards: parsed(cards, 200, PaymentCardsSchema),
    paymentTypes: parsed(types, 200, OccPaymentTypeListSchema),
    accountPayment: parsed(account, 200, AccountPaymentSchema),
  });
}

export const DANA = 'u-1001';
export const MARIA = 'u-1003';
export const LIN = 'u-1004';

export const PPVT_FORMS = '0158241926'; // level A, physical, USD 62
export const CELF_MANUAL = '0158036653'; // level B, physical, USD 160
export const DIGITAL_STIMULUS = 'A103000185339'; // level C, digital access code, USD 325
export const ASDO_MANUAL = 'A103000201191'; // level C, physical, released 2027-03-01

/** Who orders, for whom, and where it goes: the steps of the checkout, all done. */
export interface Checkout {
  accountId: string;
  userId: string;
  addressId: string;
  mode?: string;
}

export const DANA_PERSONAL: Checkout = {
  accountId: 'personal-u-1001',
  userId: DANA,
  addressId: 'addr-1001-home',
};
export const MARIA_FOR = (accountId: string): Checkout => ({
  accountId,
  userId: MARIA,
  addressId: 'addr-1003-district',
});

/** The shopper's cart with these lines and every checkout step done, terms accepted. */
export async function readyToOrder(
  token: string,
  checkout: Checkout,
  lines: readonly (readonly [code: string, quantity: number])[] = [[PPVT_FORMS, 2]],
): Promise<void> {
  await cartWith(token, lines);
  await choose(token, 'customer-account', { accountId: checkout.accountId });
  const { requires } = await choose(token, 'qualified-user', { userId: checkout.userId });
  if (requires.shipping) {
    await choose(token, 'delivery-address', { addressId: checkout.addressId });
    await choose(token, 'delivery-mode', { code: checkout.mode ?? 'ground' });
    await choose(token, 'billing-address', { sameAsShipping: true });
  } else {
    // Online products only: nothing ships, the address is the billing one (issue 29).
    await choose(token, 'billing-address', { addressId: checkout.addressId });
  }
  await choose(token, 'terms', { accepted: true });
}

/** A token for a card, as the provider's number field gets one (any future expiry). */
export function cardToken(number: string, securityCode = '123'): string {
  const brand = cardBrandOf(number);
  if (!brand) throw new Error(`not a card number: ${number}`);
  return issueCardToken({ number, brand, expiryMonth: 12, expiryYear: 2034, securityCode });
}

export function newCard(
  token: string,
  extra: Partial<Extract<PaymentChoice, { type: 'CARD' }>> = {},
): PaymentChoice {
  return {
    type: 'CARD',
    token,
    cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
    saveCard: false,
    billingAddress: { use: 'order' },
    ...extra,
  };
}

export interface PlaceOptions {
  key?: string;
  captchaToken?: string;
  sanctionsScreening?: boolean;
  query?: string;
}

/**
 * Sets a payment on the cart as the client does (src/api/orders/cart-payment.ts): a saved card
 * by id, a new card's payment details, or a payment type. What is not a payment we know goes as
 * a payment type of its name.
 */
export function setPayment(
  token: string | undefined,
  payment: PaymentChoice | Record<string, unknown>,
): Promise<Answer> {
  const sent = { token };
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
  switch (payment.type) {
    case 'SAVED_CARD':
      return call(
        'PUT',
        `${CART}/paymentdetails?${query({ paymentDetailsId: String(payment.cardId) })}`,
        sent,
      );
    case 'CARD':
      return call('POST', `${CART}/paymentdetails`, {
        ...sent,
        body: {
          subscriptionId: payment.token,
          cardHolder: payment.cardHolder,
          saved: payment.saveCard,
          billingAddressChoice: payment.billingAddress,
        },
      });
    case 'PURCHASE_ORDER':
      return call(
        'PUT',
        `${CART}/paymenttype?${query({ paymentType: 'ACCOUNT', purchaseOrderNumber: String(payment.poNumber) })}`,
        sent,
      );
    default:
      return call(
        'PUT',
        `${CART}/paymenttype?${query({ paymentType: String(payment.type) })}`,
        sent,
      );
  }
}

/**
 * Places the order as the client does: the payment set on the cart, then OCC's POST with the
 * Idempotency-Key (a new one unless given) and the same X-Request-Id. A refused payment call's
 * answer is the answer.
 */
export async function place(
  token: string | undefined,
  payment: PaymentChoice | Record<string, unknown>,
  options: PlaceOptions = {},
): Promise<Answer> {
  const key = options.key ?? crypto.randomUUID();
  const set = await setPayment(token, payment);
  if (set.status >= 300) return set;
  const params = new URLSearchParams(options.query?.replace(/^\?/, '') ?? '');
  params.set('cartId', 'current');
  params.set('termsChecked', 'true');
  if (payment.type === 'SAVED_CARD') params.set('securityCode', String(payment.securityCodeToken));
  if (options.sanctionsScreening) params.set('sanctionsScreening', 'true');
  return call('POST', `${ORDERS}?${params}`, {
    token,
    requestId: key,
    headers: {
      'Idempotency-Key': key,
      ...(options.captchaToken !== undefined ? { [CAPTCHA_HEADER]: options.captchaToken } : {}),
    },
  });
}

/** A placed order (201). */
export function placed(answer: Answer): Order {
  return parsed(answer, 201, OrderSchema);
}

/** A refusal with the ORDER_ERRORS entry `key` (and its subject, when given). */
export function expectOrderError(
  answer: Answer,
  status: number,
  key: OrderErrorKey,
  subject?: string,
): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  const code: { type: string; reason?: string } = ORDER_ERRORS[key];
  expect({ type: error?.type, reason: error?.reason }).toEqual(code);
  if (subject !== undefined) expect(error?.subject).toBe(subject);
}

/** `GET /__mock/orders`: orders placed and cards charged since the reset. */
export async function counts(): Promise<{ orders: number; charges: number }> {
  const response = await fetch('http://localhost/__mock/orders');
  expect(response.status).toBe(200);
  return (await response.json()) as { orders: number; charges: number };
}
