import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../rules/form/calendar-date';
import { call, getCheckout, signIn } from '../../testing/commerce-backend';
import { DANA, MARIA, PPVT_FORMS } from '../../testing/order-backend';
import {
  CREATE,
  create,
  created,
  expectQuoteError,
  preview,
  quotableCart,
  checkoutQuote,
  readQuote,
  setConditions,
} from '../../testing/quote-backend';

// When a quote expires (src/mocks/db/quote-expiry.ts): 90 days, or early at a pricing update or
// the end of the organisation discount when it is at most 60 days away; to the end of the day in
// the site's time zone.
const today = () => todayIn('America/Chicago');

afterEach(() => {
  vi.useRealTimers();
});

describe('early expiry at 59, 60 and 61 days', () => {
  it.each([
    [59, true],
    [60, true],
    [61, false],
  ])('a pricing update in %i days shortens the quote: %s', async (days, early) => {
    await setConditions({ pricingUpdateInDays: days, discountEndInDays: null });
    const token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    const expected = early
      ? {
          expirationDate: addDays(today(), days),
          earlyExpiry: { reason: 'PRICING_UPDATE', date: addDays(today(), days) },
        }
      : { expirationDate: addDays(today(), 90) };
    expect(await preview(token)).toEqual({ ...expected, timeZone: 'America/Chicago' });
    const quote = created(await create(token));
    expect({ expirationDate: quote.expirationDate, earlyExpiry: quote.earlyExpiry }).toEqual({
      earlyExpiry: undefined,
      ...expected,
    });
  });

  it.each([
    [59, true],
    [60, true],
    [61, false],
  ])("the district's discount ending in %i days shortens its quote: %s", async (days, early) => {
    await setConditions({ pricingUpdateInDays: null, discountEndInDays: days });
    const token = signIn(MARIA);
    await quotableCart(token, 'addr-1003-district', [[PPVT_FORMS, 1]]);
    const quote = created(await create(token));
    expect(quote.expirationDate).toBe(addDays(today(), early ? days : 90));
    expect(quote.earlyExpiry).toEqual(
      early ? { reason: 'ORGANISATION_DISCOUNT_END', date: addDays(today(), days) } : undefined,
    );
  });

  it('the discount end concerns only shoppers whose organisation discount applies', async () => {
    await setConditions({ pricingUpdateInDays: null, discountEndInDays: 30 });
    const token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    expect((await preview(token)).earlyExpiry).toBeUndefined();
  });

  it('the earlier of the two wins', async () => {
    await setConditions({ pricingUpdateInDays: 20, discountEndInDays: 10 });
    const token = signIn(MARIA);
    await quotableCart(token, 'addr-1003-district', [[PPVT_FORMS, 1]]);
    expect((await preview(token)).earlyExpiry).toEqual({
      reason: 'ORGANISATION_DISCOUNT_END',
      date: addDays(today(), 10),
    });
  });

  it('by default: a pricing update in 75 days (not early), the discount ends in 45 (early)', async () => {
    const response = await fetch('http://localhost/__mock/quote-conditions');
    expect(await response.json()).toEqual({ pricingUpdateInDays: 75, discountEndInDays: 45 });
    const bad = await fetch('http://localhost/__mock/quote-conditions', {
      method: 'POST',
      body: JSON.stringify({ pricingUpdateInDays: -1 }),
    });
    expect(bad.status).toBe(400);
    const maria = signIn(MARIA);
    await quotableCart(maria, 'addr-1003-district', [[PPVT_FORMS, 1]]);
    expect((await preview(maria)).earlyExpiry?.reason).toBe('ORGANISATION_DISCOUNT_END');
  });
});

describe("the end of the expiration day in the site's time zone", () => {
  it('is active until 23:59:59 in Chicago and expired at midnight there, whatever UTC says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 06:00 in Chicago on 10 March 2026: expires at the end of 8 June (90 days).
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    await setConditions({ pricingUpdateInDays: null, discountEndInDays: null });
    let token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    const { code, expirationDate } = created(await create(token));
    expect(expirationDate).toBe('2026-06-08');

    // 23:59:59 CDT on 8 June is already 9 June in UTC: still active.
    vi.setSystemTime(new Date('2026-06-09T04:59:59Z'));
    token = signIn(DANA);
    expect((await readQuote(token, code)).state).toBe('ACTIVE');

    vi.setSystemTime(new Date('2026-06-09T05:00:00Z'));
    token = signIn(DANA);
    expect((await readQuote(token, code)).state).toBe('EXPIRED');
    expectQuoteError(await checkoutQuote(token, code), 400, 'expired');
  });

  it("counts today on the quote's site: a UK quote is on London's calendar", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 31 March in London (BST) is 1 April in Singapore, 31 March in Chicago.
    vi.setSystemTime(new Date('2026-03-31T22:30:00Z'));
    await setConditions({ pricingUpdateInDays: null, discountEndInDays: null });
    const token = signIn(DANA);
    await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 1]]);
    const answer = await call('POST', CREATE, {
      token,
      site: 'ukassessments',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { cartId: (await getCheckout(token)).cartCode },
    });
    const quote = created(answer, 'ukassessments');
    expect(quote.timeZone).toBe('Europe/London');
    expect(quote.expirationDate).toBe(addDays('2026-03-31', 90));
    expect(quote.totalPrice.currencyIso).toBe('GBP');
  });
});
