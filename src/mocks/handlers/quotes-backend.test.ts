import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema } from '../../testing/occ-wire';
import { addDays, todayIn } from '../../rules/form/calendar-date';
import {
  CURRENT,
  call,
  cartWith,
  choose,
  getCheckout,
  signIn,
} from '../../testing/commerce-backend';
import { CELF_MANUAL, DANA, MARIA, PPVT_FORMS } from '../../testing/order-backend';
import {
  CREATE,
  PREVIEW,
  QUOTES,
  create,
  created,
  expectQuoteError,
  listQuotes,
  preview,
  quotableCart,
  readQuote,
} from '../../testing/quote-backend';

// Quotes on the fake backend (src/mocks/handlers/quotes.ts): create and its checks in order, the
// idempotent create, the seeded quotes and paging, not found. Expiry: quotes-backend-expiry.test.ts;
// order a quote and the PDF: quotes-backend-order.test.ts.
const today = () => todayIn('America/Chicago');

describe('create a quote: the checks in order', () => {
  it('needs a signed-in shopper (401) with a current cart (400 CartError notFound, as OCC)', async () => {
    expect((await call('POST', CREATE, { body: { cartId: 'any' } })).status).toBe(401);
    expect((await call('GET', QUOTES)).status).toBe(401);
    const token = signIn(DANA);
    expectQuoteError(await create(token, { cartId: 'any' }), 400, 'cartNotFound');
    expectQuoteError(await call('GET', PREVIEW, { token }), 400, 'cartNotFound');
  });

  it('refuses a body without the cart (400 invalid cartId)', async () => {
    const token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    for (const body of [{}, { cartId: '' }, { cartId: 7 }, { cartVersion: 1 }]) {
      const answer = await call('POST', CREATE, {
        token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body,
      });
      expectQuoteError(answer, 400, 'invalid', 'cartId');
    }
    expect((await listQuotes(token)).pagination.totalResults).toBe(12);
  });

  it("refuses another cart's code (400 CartError notFound, subject the code), quoting nothing", async () => {
    const token = signIn(DANA);
    const maria = signIn(MARIA);
    const mariasCart = await cartWith(maria, [[PPVT_FORMS, 1]]);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    const replaced = (await getCheckout(token)).cartCode;
    expect(mariasCart.code).not.toBe(replaced);
    const others = await create(token, { cartId: mariasCart.code });
    expectQuoteError(others, 400, 'cartNotFound', mariasCart.code);
    // The cart the shopper had, replaced by a new one since (another tab): not found either.
    await call('POST', `${CURRENT}/carts`, { token });
    expect((await getCheckout(token)).cartCode).not.toBe(replaced);
    expectQuoteError(await create(token, { cartId: replaced }), 400, 'cartNotFound', replaced);
    expect((await listQuotes(token)).pagination.totalResults).toBe(12);
    expect((await listQuotes(maria)).pagination.totalResults).toBe(5);
  });

  it('refuses an empty cart (400 cartEmpty)', async () => {
    const token = signIn(DANA);
    await call('POST', `${CURRENT}/carts`, { token });
    expectQuoteError(await create(token), 400, 'cartEmpty');
  });

  it('names the first of delivery address, delivery method, billing address missing', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 2]]);
    expectQuoteError(await create(token), 400, 'deliveryAddressMissing');
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    expectQuoteError(await create(token), 400, 'deliveryModeMissing');
    await choose(token, 'delivery-mode', { code: 'ground' });
    expectQuoteError(await create(token), 400, 'billingAddressMissing');
    await choose(token, 'billing-address', { sameAsShipping: true });
    const quote = created(await create(token));
    expect(quote.state).toBe('ACTIVE');
  });

  it('keeps the cart, its entries, prices, choices and totals as the checkout shows them', async () => {
    const token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [
      [PPVT_FORMS, 2],
      [CELF_MANUAL, 1],
    ]);
    const state = await getCheckout(token);
    const cart = await cartWith(token, []);
    const quote = created(await create(token));
    expect(quote.code).toMatch(/^Q\d{8}$/);
    expect(quote.entries.map((e) => [e.product.code, e.quantity, e.basePrice.value])).toEqual([
      [PPVT_FORMS, 2, 62],
      [CELF_MANUAL, 1, 160],
    ]);
    expect(quote.totals).toEqual(state.totals);
    expect(quote.totalPrice).toEqual(state.totals.totalPrice);
    expect(quote.deliveryAddress.id).toBe('addr-1001-home');
    expect(quote.billingAddress.id).toBe('addr-1001-home');
    expect(quote.deliveryMode.code).toBe('ground');
    expect(quote.customerAccount).toEqual({ name: 'Dana Whitfield' });
    expect(quote.timeZone).toBe('America/Chicago');
    expect(quote.expirationDate).toBe(addDays(today(), 90));
    expect(await readQuote(token, quote.code)).toEqual(quote);
    // A quote is not an order: the cart is still there, as it was, with its choices.
    expect(await cartWith(token, [])).toEqual(cart);
    expect(await getCheckout(token)).toEqual(state);
  });
});

describe('create a quote: nothing replayed, as OCC', () => {
  it('makes a quote for each POST, the same key or not: a retry is the client’s to check', async () => {
    const token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    const before = (await listQuotes(token)).pagination.totalResults;
    const key = crypto.randomUUID();
    const first = created(await create(token, { key }));
    const again = await create(token, { key });
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expect(created(again).code).not.toBe(first.code);
    expect((await listQuotes(token)).pagination.totalResults).toBe(before + 2);
  });

  it('does not replay a refusal: the same key is judged again', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const key = crypto.randomUUID();
    expectQuoteError(await create(token, { key }), 400, 'deliveryAddressMissing');
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    expectQuoteError(await create(token, { key }), 400, 'deliveryModeMissing');
  });
});

describe('the seeded quotes and paging', () => {
  it("lists the clinician's twelve quotes newest first, ten a page", async () => {
    const token = signIn(DANA);
    const first = await listQuotes(token);
    expect(first.pagination).toEqual({
      currentPage: 0,
      pageSize: 10,
      totalPages: 2,
      totalResults: 12,
    });
    expect(first.quotes).toHaveLength(10);
    const second = await listQuotes(token, '?currentPage=1&pageSize=10');
    expect(second.quotes).toHaveLength(2);
    expect(second.pagination.currentPage).toBe(1);
    const all = [...first.quotes, ...second.quotes];
    const created = all.map((q) => q.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(all.map((q) => q.code)).size).toBe(12);
    expect(all.filter((q) => q.state === 'EXPIRED')).toHaveLength(1);
    expect(all.filter((q) => q.state === 'ORDERED')).toHaveLength(1);
    expect(all.filter((q) => q.state === 'ACTIVE')).toHaveLength(10);
    const early = all.filter((q) => q.earlyExpiry);
    expect(early).toEqual([
      expect.objectContaining({
        state: 'ACTIVE',
        earlyExpiry: { reason: 'PRICING_UPDATE', date: addDays(today(), 35) },
        expirationDate: addDays(today(), 35),
      }),
    ]);
    expect((await listQuotes(token, '?currentPage=2')).quotes).toEqual([]);
  });

  it("seeds the district's quotes: expired, ordered, early by the discount's end, active", async () => {
    const token = signIn(MARIA);
    const { quotes } = await listQuotes(token);
    expect(quotes.map((q) => q.state)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ORDERED',
      'EXPIRED',
    ]);
    expect(quotes[2]?.earlyExpiry).toEqual({
      reason: 'ORGANISATION_DISCOUNT_END',
      date: addDays(today(), 45),
    });
    const details = await readQuote(token, quotes[2]?.code ?? '');
    expect(details.customerAccount.name).toBe('Riverside Unified School District');
    // The district's discount was on the quote.
    expect(details.totals.totalDiscounts.value).toBeGreaterThan(0);
  });

  it('refuses paging values that are not whole numbers in range (400 invalid)', async () => {
    const token = signIn(DANA);
    for (const [query, subject] of [
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?currentPage=-1', 'currentPage'],
      ['?currentPage=x', 'currentPage'],
    ] as const) {
      expectQuoteError(await call('GET', `${QUOTES}${query}`, { token }), 400, 'invalid', subject);
    }
    expect((await listQuotes(token, '?pageSize=5&currentPage=2')).quotes).toHaveLength(2);
  });
});

describe("one quote: not found alike for malformed, unknown and anyone else's", () => {
  it('answers 404 notFound', async () => {
    const maria = signIn(MARIA);
    const mariasCode = (await listQuotes(maria)).quotes[0]?.code ?? '';
    const token = signIn(DANA);
    for (const code of ['abc', 'Q123', 'q10000001', 'Q99999999', '%20', mariasCode]) {
      const path = `${QUOTES}/${encodeURIComponent(code)}`;
      expectQuoteError(await call('GET', path, { token }), 404, 'notFound');
      expectQuoteError(await call('GET', `${path}/attachments/x`, { token }), 404, 'notFound');
      expectQuoteError(
        await call('POST', `${path}/action`, { token, body: { action: 'CHECKOUT' } }),
        404,
        'notFound',
      );
      expectQuoteError(await call('POST', `${path}/reorder`, { token }), 404, 'notFound');
    }
    expect((await readQuote(maria, mariasCode)).code).toBe(mariasCode);
  });

  it("a quote made since the reset is the maker's alone", async () => {
    const token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    const quote = created(await create(token));
    expectQuoteError(
      await call('GET', `${QUOTES}/${quote.code}`, { token: signIn(MARIA) }),
      404,
      'notFound',
    );
    expect(v.is(CartSchema, (await call('GET', `${CURRENT}/carts/current`, { token })).body)).toBe(
      true,
    );
  });
});

describe('preview', () => {
  it('tells the expiry a quote of the cart would get now', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expect(await preview(token)).toEqual({
      expirationDate: addDays(today(), 90),
      timeZone: 'America/Chicago',
    });
  });
});
