/**
 * Calls to the fake commerce backend from node tests (msw in-process, absolute URLs), and the
 * checks the checkout backend tests share.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { type Cart } from '../api/cart/cart.schema';
import { CartSchema, withFullFields } from './occ-wire';
import { CommerceErrorListSchema } from '../api/http/occ-errors';
import { toOccAddress, type AddressInput } from '../api/addresses/address.schema';
import {
  CheckoutStateSchema,
  type CheckoutChoice,
  type CheckoutState,
} from '../api/checkout/checkout.schema';
import { CHECKOUT_ERRORS, type CheckoutErrorKey } from '../api/checkout/checkout-errors';
import { issueAccessToken } from '../mocks/identity/session-tokens';

export const API = 'http://localhost/headless/ecommerce/v2';
export const CURRENT = `/users/current`;
export const CHECKOUT = `${CURRENT}/carts/current/checkout`;

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  requestId?: string;
  site?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  if (options.site) headers['X-Site-Id'] = options.site;
  const response = await fetch(`${API}${withFullFields(path)}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as unknown,
  };
}

/** A bearer token of a seeded user (src/mocks/db/seed-users.ts). */
export function signIn(userId: string): string {
  return issueAccessToken(userId, 3_600_000);
}

/** The answer's body as `schema` reads it, after checking the status. */
export function parsed<S extends v.GenericSchema>(answer: Answer, status: number, schema: S) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return v.parse(schema, answer.body);
}

/** A refusal with the CHECKOUT_ERRORS entry `key` (and its subject, when given). */
export function expectCheckoutError(
  answer: Answer,
  status: number,
  key: CheckoutErrorKey,
  subject?: string,
): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  const code: { type: string; reason?: string } = CHECKOUT_ERRORS[key];
  expect({ type: error?.type, reason: error?.reason }).toEqual({ reason: undefined, ...code });
  if (subject !== undefined) expect(error?.subject).toBe(subject);
}

/** The shopper's current cart with these entries (a new cart when they have none). */
export async function cartWith(
  token: string,
  lines: readonly (readonly [code: string, quantity: number])[],
): Promise<Cart> {
  let answer = await call('GET', `${CURRENT}/carts/current`, { token });
  if (answer.status === 400) answer = await call('POST', `${CURRENT}/carts`, { token });
  const cart = v.parse(CartSchema, answer.body);
  for (const [code, quantity] of lines) {
    const added = await call('POST', `${CURRENT}/carts/${cart.code}/entries`, {
      token,
      body: { product: { code }, quantity },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return v.parse(CartSchema, (await call('GET', `${CURRENT}/carts/current`, { token })).body);
}

export async function getCheckout(
  token: string,
  query = '',
  site?: string,
): Promise<CheckoutState> {
  return parsed(
    await call('GET', `${CHECKOUT}${query}`, { token, site }),
    200,
    CheckoutStateSchema,
  );
}

export const CURRENT_CART = `${CURRENT}/carts/current`;

/**
 * Sets one checkout choice as the client does: the delivery address and mode with OCC's calls on
 * the cart (`addresses/delivery?addressId=` or a POST of a typed address, `deliverymode?
 * deliveryModeId=`), the others with the store's `PUT …/checkout/{choice}`.
 */
export async function put(
  token: string,
  choice: CheckoutChoice | string,
  body: Record<string, unknown>,
  options: { requestId?: string; query?: string; site?: string } = {},
): Promise<Answer> {
  const sent = { token, requestId: options.requestId, site: options.site };
  if (choice === 'delivery-address' && !('address' in body)) {
    const query =
      'addressId' in body ? `?${new URLSearchParams({ addressId: String(body.addressId) })}` : '';
    return call('PUT', `${CURRENT_CART}/addresses/delivery${query}`, sent);
  }
  if (choice === 'delivery-address') {
    const address = toOccAddress(body.address as AddressInput);
    const visibleInAddressBook = body.saveInAddressBook === true;
    return call('POST', `${CURRENT_CART}/addresses/delivery`, {
      ...sent,
      body: { ...address, visibleInAddressBook },
    });
  }
  if (choice === 'delivery-mode') {
    const query = new URLSearchParams({ deliveryModeId: String(body.code) });
    return call('PUT', `${CURRENT_CART}/deliverymode?${query}`, sent);
  }
  return call('PUT', `${CHECKOUT}/${choice}${options.query ?? ''}`, { ...sent, body });
}

/** A choice that must be set (OCC answers 200, or 201 for a typed delivery address): the new checkout state. */
export async function choose(
  token: string,
  choice: CheckoutChoice,
  body: Record<string, unknown>,
  options: { query?: string; site?: string } = {},
): Promise<CheckoutState> {
  const answer = await put(token, choice, body, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(
    choice === 'delivery-address' && 'address' in body ? 201 : 200,
  );
  return getCheckout(token, options.query ?? '', options.site);
}

/** A typed address that passes every rule (Dana in Portland), with the fields a test changes. */
export const typed = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  country: 'US',
  region: 'OR',
  town: 'Portland',
  line1: '700 Burnside Street',
  postalCode: '97201',
  ...overrides,
});

/** Another browser of Dana's adds to her cart: straight to the platform, past the page's reads. */
export async function addedElsewhere(code: string, quantity: number): Promise<void> {
  const answer = await call('POST', `${CURRENT}/carts/current/entries`, {
    token: signIn('u-1001'),
    body: { product: { code }, quantity },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
