import { describe, expect, it } from 'vitest';
import { type Cart } from '../../api/cart/cart.schema';
import { CartSchema } from '../../testing/occ-wire';
import { findQuote } from '../db/quotes';
import {
  CURRENT,
  call,
  cartWith,
  choose,
  getCheckout,
  parsed,
  signIn,
} from '../../testing/commerce-backend';
import {
  CELF_MANUAL,
  DANA,
  counts,
  expectOrderError,
  place,
  placed,
} from '../../testing/order-backend';
import { occInstant } from '../../api/http/occ-date-time';
import {
  QUOTES,
  checkoutQuote,
  expectQuoteError,
  listQuotes,
  orderedCart,
  quoteCart,
  readQuote,
} from '../../testing/quote-backend';

// Order a quote (OCC's CHECKOUT action) and the store's reorder of an expired one (src/mocks/db/quote-cart.ts), the order marking the
// quote ORDERED, and the quote's PDF (src/mocks/db/quote-pdf.ts).
async function seeded(token: string, state: 'ACTIVE' | 'EXPIRED' | 'ORDERED') {
  const { quotes } = await listQuotes(token, '?pageSize=100');
  const quote = quotes.find((q) => q.state === state && !q.earlyExpiry);
  if (!quote) throw new Error(`no ${state} quote`);
  return quote.code;
}

function cartOf(answer: { status: number; body: unknown }): Cart {
  return parsed({ ...answer, headers: new Headers() }, 200, CartSchema);
}

describe('order a quote', () => {
  it("makes a current cart of its entries at the quote's prices, with its choices", async () => {
    const token = signIn(DANA);
    const code = await seeded(token, 'ACTIVE');
    // The quote holds a price that is no longer today's: the cart must hold the quote's.
    const stored = findQuote(DANA, code);
    const line = stored?.lines[0];
    if (!line) throw new Error('no line');
    line.base = 50;
    const cart = await orderedCart(token, code);
    const quote = await readQuote(token, code);
    expect(cart.entries.map((e) => [e.product.code, e.quantity, e.basePrice.value])).toEqual(
      quote.entries.map((e) => [e.product.code, e.quantity, 50]),
    );
    const state = await getCheckout(token);
    expect(state.cartCode).toBe(cart.code);
    expect(state.deliveryAddress?.id).toBe(quote.deliveryAddress.id);
    expect(state.deliveryMode?.code).toBe(quote.deliveryMode.code);
    expect(state.billingSameAsShipping).toBe(true);
    expect(state.customerAccount?.id).toBe('personal-u-1001');
  });

  it("keeps the shopper's cart with entries as a saved cart instead of wiping it", async () => {
    const token = signIn(DANA);
    const before = await cartWith(token, [[CELF_MANUAL, 1]]);
    const code = await seeded(token, 'ACTIVE');
    const cart = await orderedCart(token, code);
    expect(cart.code).not.toBe(before.code);
    const saved = await call('GET', `${CURRENT}/carts?savedCartsOnly=true`, { token });
    expect(JSON.stringify(saved.body)).toContain(`BeforeQuote${code}`);
  });

  it('marks the quote ORDERED once the order from its cart is placed', async () => {
    const token = signIn(DANA);
    const code = await seeded(token, 'ACTIVE');
    await orderedCart(token, code);
    await choose(token, 'qualified-user', { userId: DANA });
    await choose(token, 'terms', { accepted: true });
    const order = placed(await place(token, { type: 'BANK_TRANSFER' }));
    const quote = await readQuote(token, code);
    expect(quote.state).toBe('ORDERED');
    expect(quote.orderCode).toBe(order.code);
    expectQuoteError(await checkoutQuote(token, code), 409, 'ordered');
  });

  it('refuses the order when the quote expired while the shopper was in the checkout, keeping the cart', async () => {
    const token = signIn(DANA);
    const code = await seeded(token, 'ACTIVE');
    const cart = await orderedCart(token, code);
    await choose(token, 'qualified-user', { userId: DANA });
    await choose(token, 'terms', { accepted: true });
    const stored = findQuote(DANA, code);
    if (!stored) throw new Error('no quote');
    stored.expirationDate = '2020-01-31';
    expectOrderError(await place(token, { type: 'BANK_TRANSFER' }), 400, 'quoteExpired', code);
    // Nothing was ordered: the cart and the checkout's choices are as they were.
    expect((await getCheckout(token)).cartCode).toBe(cart.code);
    expect((await readQuote(token, code)).state).toBe('EXPIRED');
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
  });

  it('replays nothing, as OCC: the same request id sent twice makes a second cart', async () => {
    const token = signIn(DANA);
    const code = await seeded(token, 'ACTIVE');
    const requestId = crypto.randomUUID();
    await checkoutQuote(token, code, requestId);
    const first = await quoteCart(token, code);
    await checkoutQuote(token, code, requestId);
    const again = await quoteCart(token, code);
    expect(again.code).not.toBe(first.code);
  });

  it('names the cart it made on the quote (cartId), changed since (updatedTime), BUYER_ACCEPTED', async () => {
    const token = signIn(DANA);
    const code = await seeded(token, 'ACTIVE');
    const before = Date.now();
    const cart = await orderedCart(token, code);
    const quote = await call('GET', `${QUOTES}/${code}?fields=state,cartId,updatedTime`, { token });
    const body = quote.body as { state: string; cartId: string; updatedTime: string };
    expect(body.cartId).toBe(cart.code);
    expect(body.state).toBe('BUYER_ACCEPTED');
    expect(occInstant(body.updatedTime)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect((await readQuote(token, code)).state).toBe('ACTIVE');
  });

  it('takes only the CHECKOUT action (400 invalid action)', async () => {
    const token = signIn(DANA);
    const code = await seeded(token, 'ACTIVE');
    const answer = await call('POST', `${QUOTES}/${code}/action`, {
      token,
      body: { action: 'SUBMIT' },
    });
    expectQuoteError(answer, 400, 'invalid', 'action');
  });
});

describe('a quote with online training', () => {
  it('is not ordered online (400 trainingsNotOrderable), and the cart is left as it was', async () => {
    const token = signIn(DANA);
    const before = await cartWith(token, [[CELF_MANUAL, 1]]);
    expectQuoteError(await checkoutQuote(token, 'Q10000008'), 400, 'trainingsNotOrderable');
    const after = cartOf(await call('GET', `${CURRENT}/carts/current`, { token }));
    expect(after.code).toBe(before.code);
    expect(after.entries.map((entry) => entry.product.code)).toEqual([CELF_MANUAL]);
  });
});

describe('an expired quote', () => {
  it('cannot be ordered (400 expired), an ordered one neither (409 ordered)', async () => {
    const token = signIn(DANA);
    const expired = await seeded(token, 'EXPIRED');
    expectQuoteError(await checkoutQuote(token, expired), 400, 'expired');
    const ordered = await seeded(token, 'ORDERED');
    expectQuoteError(await checkoutQuote(token, ordered), 409, 'ordered');
  });

  it("is reordered into a new cart at today's prices; an active one is not (400 notExpired)", async () => {
    const token = signIn(DANA);
    const expired = await seeded(token, 'EXPIRED');
    const line = findQuote(DANA, expired)?.lines[0];
    if (!line) throw new Error('no line');
    const todays = line.base;
    line.base = 1;
    const cart = cartOf(await call('POST', `${QUOTES}/${expired}/reorder`, { token }));
    expect(cart.entries.map((e) => [e.product.code, e.quantity, e.basePrice.value])).toEqual([
      [line.product.code, line.quantity, todays],
    ]);
    expect((await readQuote(token, expired)).state).toBe('EXPIRED');
    const active = await seeded(token, 'ACTIVE');
    expectQuoteError(
      await call('POST', `${QUOTES}/${active}/reorder`, { token }),
      400,
      'notExpired',
    );
  });
});

describe('the PDF', () => {
  it('is a PDF of the quote: number, entries, totals, expiration', async () => {
    const token = signIn(DANA);
    const code = await seeded(token, 'ACTIVE');
    const quote = await readQuote(token, code);
    expect(quote.attachmentId).toBe(`${code}-proposal`);
    const attachment = `${QUOTES}/${code}/attachments/${quote.attachmentId}`;
    const response = await fetch(`http://localhost/headless/ecommerce/v2${attachment}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`(Quote ${code}) Tj`);
    expect(text).toContain(`end of ${quote.expirationDate}`);
    expect(text).toContain(`Total: ${quote.totals.totalPrice.formattedValue}`);
    for (const entry of quote.entries) expect(text).toContain(entry.product.code);
  });

  it('is not found for anyone else (JSON refusal) and needs sign-in', async () => {
    const code = await seeded(signIn(DANA), 'ACTIVE');
    const path = `${QUOTES}/${code}/attachments/${code}-proposal`;
    expect((await call('GET', path)).status).toBe(401);
    expectQuoteError(await call('GET', path, { token: signIn('u-1003') }), 404, 'notFound');
    expectQuoteError(
      await call('GET', `${QUOTES}/${code}/attachments/other`, { token: signIn(DANA) }),
      400,
      'attachmentNotFound',
    );
  });
});
