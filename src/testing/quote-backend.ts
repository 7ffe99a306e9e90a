/**
 * Quotes on the fake commerce backend from node tests: a cart with the checkout choices a quote
 * needs, create with an Idempotency-Key, the quote reads (OCC's QuoteList and QuoteWsDTO through
 * the client's converter, on the calendar of the site called), the conditions control.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { CommerceErrorListSchema } from '../api/http/occ-errors';
import type { Cart } from '../api/cart/cart.schema';
import {
  OccQuoteCartSchema,
  OccQuoteListSchema,
  OccQuoteSchema,
} from '../api/quotes/occ-quote.schema';
import { toQuote, toQuoteSummary } from '../api/quotes/quote-converter';
import {
  QUOTE_ERRORS,
  QuotePreviewSchema,
  type QuoteDetails,
  type QuoteErrorKey,
  type QuoteList,
  type QuotePreview,
} from '../api/quotes/quote.schema';
import type { BaseSite } from '../core/locale/locales';
import { TIME_ZONE_BY_BASE_SITE } from '../core/locale/site-time-zones';
import type { QuoteConditions } from '../mocks/db/quote-expiry';
import {
  CURRENT,
  call,
  cartWith,
  choose,
  getCheckout,
  parsed,
  type Answer,
} from './commerce-backend';
import { CartSchema } from './occ-wire';

export const QUOTES = `${CURRENT}/quotes`;
export const CREATE = `${CURRENT}/quotes`;
export const PREVIEW = `${CURRENT}/carts/current/quote-preview`;

/** The shopper's cart with these lines, delivered to and billed at this book address by ground. */
export async function quotableCart(
  token: string,
  addressId: string,
  lines: readonly (readonly [code: string, quantity: number])[],
): Promise<void> {
  await cartWith(token, lines);
  await choose(token, 'delivery-address', { addressId });
  await choose(token, 'delivery-mode', { code: 'ground' });
  await choose(token, 'billing-address', { sameAsShipping: true });
}

/** POST a quote (OCC's QuoteStarter: the current cart's code, unless given) with an Idempotency-Key. */
export async function create(
  token: string | undefined,
  options: { key?: string; cartId?: string } = {},
): Promise<Answer> {
  const key = options.key ?? crypto.randomUUID();
  const cartId =
    options.cartId ??
    (token ? (await getCheckout(token).catch(() => undefined))?.cartCode : undefined);
  return call('POST', CREATE, {
    token,
    requestId: key,
    headers: { 'Idempotency-Key': key },
    body: { cartId: cartId ?? 'none' },
  });
}

/** OCC's quote as the client reads it on this site (the site's calendar). */
export function quoteSchema(site: BaseSite = 'usassessments') {
  return v.pipe(
    OccQuoteSchema,
    v.transform((quote) => toQuote(quote, TIME_ZONE_BY_BASE_SITE[site])),
  );
}

export function quoteListSchema(site: BaseSite = 'usassessments') {
  return v.pipe(
    OccQuoteListSchema,
    v.transform((list) => ({
      ...list,
      quotes: list.quotes.map((quote) => toQuoteSummary(quote, TIME_ZONE_BY_BASE_SITE[site])),
    })),
  );
}

export function created(answer: Answer, site?: BaseSite): QuoteDetails {
  return parsed(answer, 201, quoteSchema(site));
}

export async function listQuotes(token: string, query = ''): Promise<QuoteList> {
  return parsed(await call('GET', `${QUOTES}${query}`, { token }), 200, quoteListSchema());
}

export async function readQuote(token: string, code: string): Promise<QuoteDetails> {
  return parsed(await call('GET', `${QUOTES}/${code}`, { token }), 200, quoteSchema());
}

export async function preview(token: string): Promise<QuotePreview> {
  return parsed(await call('GET', PREVIEW, { token }), 200, QuotePreviewSchema);
}

/** A refusal with the QUOTE_ERRORS entry `key` (and its subject, when given). */
export function expectQuoteError(
  answer: Answer,
  status: number,
  key: QuoteErrorKey,
  subject?: string,
): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  const code: { type: string; reason?: string; message?: string } = QUOTE_ERRORS[key];
  expect({ type: error?.type, reason: error?.reason }).toEqual({
    type: code.type,
    reason: code.reason,
  });
  if (code.message !== undefined) expect(error?.message).toBe(code.message);
  if (subject !== undefined) expect(error?.subject).toBe(subject);
}

/** `POST /__mock/quote-conditions`. */
export async function setConditions(conditions: Partial<QuoteConditions>): Promise<void> {
  const response = await fetch('http://localhost/__mock/quote-conditions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(conditions),
  });
  expect(response.status).toBe(200);
}

/** OCC's CHECKOUT action on one of the shopper's quotes (200, no body). */
export function checkoutQuote(token: string, code: string, requestId?: string): Promise<Answer> {
  return call('POST', `${QUOTES}/${code}/action`, {
    token,
    ...(requestId ? { requestId } : {}),
    body: { action: 'CHECKOUT' },
  });
}

/** The cart the quote names (OCC's `cartId`), as the client reads it after the checkout. */
export async function quoteCart(token: string, code: string): Promise<Cart> {
  const quote = await call('GET', `${QUOTES}/${code}?fields=cartId,updatedTime`, { token });
  const { cartId } = v.parse(OccQuoteCartSchema, quote.body);
  if (!cartId) throw new Error(`quote ${code} names no cart`);
  return parsed(await call('GET', `${CURRENT}/carts/${cartId}`, { token }), 200, CartSchema);
}

/** Checks the quote out and reads its cart, as the client's Order this quote does. */
export async function orderedCart(token: string, code: string): Promise<Cart> {
  const answer = await checkoutQuote(token, code);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toBeUndefined();
  return quoteCart(token, code);
}
