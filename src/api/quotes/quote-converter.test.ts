import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OccQuoteCartSchema, OccQuoteListSchema, OccQuoteSchema } from './occ-quote.schema';
import { QUOTE_FIELDS, QUOTE_LIST_FIELDS, toQuote, toQuoteSummary } from './quote-converter';
import { QUOTE_CODE_PATTERN } from './quote.schema';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';
import { quoteEndsAt } from '../../mocks/db/quote-expiry';
import { quoteHandlers } from '../../mocks/handlers/quotes';
import { server } from '../../mocks/node';
import { addDays } from '../../rules/form/calendar-date';
import { normalizeQuoteCode } from '../../widgets/quotes/quote-address';
import { API, CURRENT, signIn } from '../../testing/commerce-backend';
import { DANA } from '../../testing/order-backend';
import { occAddress, occProductRef as product, usd } from '../../testing/occ-fixtures';

const CHICAGO = 'America/Chicago';
/** 23:59:59 CDT on 8 June 2026 is 04:59:59Z on 9 June; the day ends at 05:00:00Z. */
const summary = {
  code: '00012345',
  creationTime: '2026-03-10T16:00:00+0000',
  expirationTime: '2026-06-09T05:00:00+0000',
  state: 'BUYER_OFFER',
  totalPrice: usd(168.6),
  totalPriceWithTax: usd(182.8),
};

/**
 * A quote as SAP Commerce sends it: 2 × $62.00 with a 10 % product promotion (the entry $111.60),
 * 1 × $55.00, an order promotion of $5.00 and the seller's $3.00, delivery $10.00, $14.20 of tax
 * of which $4.00 is VAT: totalPrice $168.60 with delivery, $182.80 with tax.
 */
const occQuote = {
  ...summary,
  entries: [
    {
      entryNumber: 0,
      quantity: 2,
      product: product('0158241926'),
      basePrice: usd(62),
      totalPrice: usd(111.6),
    },
    {
      entryNumber: 1,
      quantity: 1,
      product: product('0158242124'),
      basePrice: usd(55),
      totalPrice: usd(55),
    },
  ],
  productDiscounts: usd(12.4),
  orderDiscounts: usd(5),
  quoteDiscounts: usd(3),
  deliveryCost: usd(10),
  totalTax: usd(14.2),
  totalVat: usd(4),
  deliveryAddress: occAddress(),
  deliveryMode: { code: 'ground', name: 'Ground', description: '', deliveryCost: usd(10) },
  billingAddress: occAddress(),
  customerAccount: { name: 'Dana Whitfield' },
};

const at = (iso: string) => Date.parse(iso);
const readSummary = (wire: unknown, now = at('2026-05-01T00:00:00Z')) =>
  toQuoteSummary(
    v.parse(OccQuoteListSchema, { quotes: [wire], pagination: PAGE }).quotes[0]!,
    CHICAGO,
    now,
  );
const PAGE = { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: 1 };

describe("OCC's quote to ours", () => {
  it('reads the list item: code as sent, creation instant, the total with tax, the last day', () => {
    expect(readSummary(summary)).toEqual({
      code: '00012345',
      created: '2026-03-10T16:00:00.000Z',
      totalPrice: usd(182.8),
      expirationDate: '2026-06-08',
      timeZone: CHICAGO,
      state: 'ACTIVE',
    });
    const { totalPriceWithTax: _tax, ...untaxed } = summary;
    expect(readSummary(untaxed).totalPrice).toEqual(usd(168.6));
    const early = { reason: 'PRICING_UPDATE', date: '2026-05-04' } as const;
    expect(readSummary({ ...summary, earlyExpiry: early }).earlyExpiry).toEqual(early);
  });

  it.each([
    ['BUYER_OFFER', '2026-06-09T04:59:59Z', 'ACTIVE'],
    ['BUYER_ACCEPTED', '2026-05-01T00:00:00Z', 'ACTIVE'],
    ['BUYER_APPROVED', '2026-05-01T00:00:00Z', 'ACTIVE'],
    // SAP expires quotes by a job: an offer past its time is expired whatever its state says.
    ['BUYER_OFFER', '2026-06-09T05:00:00Z', 'EXPIRED'],
    ['EXPIRED', '2026-05-01T00:00:00Z', 'EXPIRED'],
    ['BUYER_ORDERED', '2026-05-01T00:00:00Z', 'ORDERED'],
    ['BUYER_ORDERED', '2027-01-01T00:00:00Z', 'ORDERED'],
    // No equivalent: listed, not orderable.
    ['BUYER_SUBMITTED', '2026-05-01T00:00:00Z', 'EXPIRED'],
    ['BUYER_REJECTED', '2026-05-01T00:00:00Z', 'EXPIRED'],
    ['CANCELLED', '2026-05-01T00:00:00Z', 'EXPIRED'],
    ['SELLER_REQUEST', '2026-05-01T00:00:00Z', 'EXPIRED'],
    ['SOMETHING_NEW', '2026-05-01T00:00:00Z', 'EXPIRED'],
  ])('%s at %s reads %s', (state, now, ours) => {
    expect(readSummary({ ...summary, state }, at(now)).state).toBe(ours);
  });

  it('reads a draft without an expiration time: not orderable, on its creation day', () => {
    const { expirationTime: _none, ...draft } = summary;
    const quote = readSummary({ ...draft, state: 'BUYER_DRAFT' });
    expect(quote).toMatchObject({ state: 'EXPIRED', expirationDate: '2026-03-10' });
  });

  it('reads the end of a day written as 23:59:59 or with another offset as that day', () => {
    expect(
      readSummary({ ...summary, expirationTime: '2026-06-08T23:59:59-0500' }).expirationDate,
    ).toBe('2026-06-08');
    expect(readSummary({ ...summary, expirationTime: '2026-06-09T05:00:00Z' }).expirationDate).toBe(
      '2026-06-08',
    );
    expect(
      v.safeParse(OccQuoteListSchema, {
        quotes: [{ ...summary, expirationTime: 'soon' }],
        pagination: PAGE,
      }).success,
    ).toBe(false);
  });

  it('takes numeric codes (SAP’s default) in page addresses as the store’s own', () => {
    expect(QUOTE_CODE_PATTERN.test('00012345')).toBe(true);
    expect(normalizeQuoteCode('Q10000005')).toBe('Q10000005');
    expect(normalizeQuoteCode('00012345')).toBe('00012345');
    expect(normalizeQuoteCode('1234567')).toBeNull();
  });

  it('reads the details: lines before their discounts, every discount, sales tax apart from VAT', () => {
    const quote = toQuote(v.parse(OccQuoteSchema, occQuote), CHICAGO, at('2026-05-01T00:00:00Z'));
    expect(
      quote.entries.map((entry) => [entry.totalPrice.value, entry.totalDiscounts?.value]),
    ).toEqual([
      [124, 12.4],
      [55, 0],
    ]);
    expect(quote.totals).toEqual({
      subTotal: usd(179),
      totalDiscounts: usd(20.4),
      deliveryCost: usd(10),
      totalTax: usd(10.2),
      totalVat: usd(4),
      totalPrice: usd(182.8),
    });
    expect(quote).toMatchObject({
      code: '00012345',
      state: 'ACTIVE',
      customerAccount: { name: 'Dana Whitfield' },
    });
    expect(quote.deliveryAddress).toMatchObject({ id: 'a-1', country: 'US' });
  });

  it('reads what may be left out: no entries, discounts, delivery cost, taxes or order', () => {
    const {
      entries: _e,
      productDiscounts: _p,
      orderDiscounts: _o,
      quoteDiscounts: _q,
      deliveryCost: _d,
      totalTax: _t,
      totalVat: _v,
      totalPriceWithTax: _w,
      ...bare
    } = occQuote;
    const quote = toQuote(v.parse(OccQuoteSchema, bare), CHICAGO);
    expect(quote.entries).toEqual([]);
    expect(quote.totals).toMatchObject({
      subTotal: usd(0),
      totalDiscounts: usd(0),
      totalTax: usd(0),
      totalVat: usd(0),
      totalPrice: usd(168.6),
    });
    expect(quote.totals).not.toHaveProperty('deliveryCost');
    expect(quote).not.toHaveProperty('orderCode');
    expect(toQuote(v.parse(OccQuoteSchema, { ...bare, orderCode: 'W1' }), CHICAGO).orderCode).toBe(
      'W1',
    );
  });
});

describe("the quote's document (OCC's sapAttachments)", () => {
  const base = v.parse(OccQuoteSchema, occQuote);

  it('offers the first attachment as the quote’s PDF: its id', () => {
    const quote = toQuote(
      v.parse(OccQuoteSchema, {
        ...occQuote,
        sapAttachments: [{ id: 'att-1', filename: 'proposal' }, { id: 'att-2' }],
      }),
      CHICAGO,
    );
    expect(quote.attachmentId).toBe('att-1');
  });

  it('offers none when OCC leaves the list out or sends it empty', () => {
    expect(toQuote(base, CHICAGO)).not.toHaveProperty('attachmentId');
    const empty = v.parse(OccQuoteSchema, { ...occQuote, sapAttachments: [] });
    expect(toQuote(empty, CHICAGO)).not.toHaveProperty('attachmentId');
  });

  it('reads an attachment without a file name, refuses one without an id', () => {
    const bare = v.parse(OccQuoteSchema, { ...occQuote, sapAttachments: [{ id: 'x' }] });
    expect(toQuote(bare, CHICAGO).attachmentId).toBe('x');
    expect(v.safeParse(OccQuoteSchema, { ...occQuote, sapAttachments: [{}] }).success).toBe(false);
  });

  it('is asked for in the quote read’s fields', () => {
    expect(QUOTE_FIELDS).toContain('sapAttachments(id,filename)');
  });
});

describe("the quote's cart after its checkout (OCC's cartId, updatedTime)", () => {
  it('reads the cart and the time, each may be left out (before a checkout, no cartId)', () => {
    expect(
      v.parse(OccQuoteCartSchema, { cartId: '00001004', updatedTime: '2026-03-10T16:00:00+0000' }),
    ).toEqual({ cartId: '00001004', updatedTime: '2026-03-10T16:00:00+0000' });
    expect(v.parse(OccQuoteCartSchema, { code: '1', state: 'BUYER_OFFER' })).toEqual({});
    expect(v.safeParse(OccQuoteCartSchema, { cartId: '' }).success).toBe(false);
    expect(v.safeParse(OccQuoteCartSchema, { updatedTime: 'yesterday' }).success).toBe(false);
  });
});

describe("the fake backend's expiration time: the end of the last day in the site's zone", () => {
  it.each([
    ['usassessments', '2026-03-07', '2026-03-08T06:00:00.000Z'],
    // Daylight saving starts at 02:00 on 8 March in Chicago: that day ends at 05:00Z.
    ['usassessments', '2026-03-08', '2026-03-09T05:00:00.000Z'],
    ['usassessments', '2026-11-01', '2026-11-02T06:00:00.000Z'],
    ['ukassessments', '2026-03-28', '2026-03-29T00:00:00.000Z'],
    ['ukassessments', '2026-03-29', '2026-03-29T23:00:00.000Z'],
    ['auassessments', '2026-04-04', '2026-04-04T13:00:00.000Z'],
    ['auassessments', '2026-04-05', '2026-04-05T14:00:00.000Z'],
  ] as const)('%s %s ends at %s', (site, date, instant) => {
    expect(quoteEndsAt(site, date).toISOString()).toBe(instant);
  });

  // March to May and September to November hold every site's daylight saving changes.
  const days = [
    ...Array.from({ length: 92 }, (_, day) => addDays('2026-03-01', day)),
    ...Array.from({ length: 91 }, (_, day) => addDays('2026-09-01', day)),
  ];

  it('reads back as the same day on every site, every day around the clock changes', () => {
    for (const [site, zone] of Object.entries(TIME_ZONE_BY_BASE_SITE)) {
      for (const date of days) {
        const ends = quoteEndsAt(site as keyof typeof TIME_ZONE_BY_BASE_SITE, date);
        const wire = { ...summary, expirationTime: ends.toISOString() };
        const quote = readSummary(wire, ends.getTime() - 1);
        const read = toQuoteSummary(
          v.parse(OccQuoteListSchema, { quotes: [wire], pagination: PAGE }).quotes[0]!,
          zone,
          ends.getTime(),
        );
        expect([quote.state, read.expirationDate, read.state], `${site} ${date}`).toEqual([
          'ACTIVE',
          date,
          'EXPIRED',
        ]);
      }
    }
  });
});

describe("the fake backend's quote reads", () => {
  const headers = () => ({ Authorization: `Bearer ${signIn(DANA)}` });
  const get = async (path: string) => {
    const response = await fetch(`${API}${CURRENT}${path}`, { headers: headers() });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("answers OCC's DEFAULT level without `fields`, every field the converter reads with them", async () => {
    server.use(...quoteHandlers);
    const list = (await get('/quotes')).body;
    const [first] = list.quotes as Record<string, unknown>[];
    expect(first).toMatchObject({
      code: expect.any(String),
      state: expect.any(String),
      expirationTime: expect.any(String),
    });
    const code = String(first?.code);
    const plain = (await get(`/quotes/${code}`)).body;
    expect(plain).toMatchObject({
      code,
      totalPriceWithTax: expect.any(Object),
      entries: expect.any(Array),
    });
    for (const store of [
      'deliveryAddress',
      'deliveryMode',
      'billingAddress',
      'customerAccount',
      'totalVat',
      'earlyExpiry',
      'orderCode',
    ]) {
      expect(plain, store).not.toHaveProperty(store);
    }
    expect(v.safeParse(OccQuoteSchema, plain).success).toBe(false);

    const asked = (await get(`/quotes/${code}?${new URLSearchParams({ fields: QUOTE_FIELDS })}`))
      .body;
    expect(v.safeParse(OccQuoteSchema, asked).success).toBe(true);
    for (const unread of ['name', 'allowedActions', 'subTotalWithDiscounts', 'version']) {
      expect(asked, unread).not.toHaveProperty(unread);
    }
    const page = (await get(`/quotes?${new URLSearchParams({ fields: QUOTE_LIST_FIELDS })}`)).body;
    expect(v.safeParse(OccQuoteListSchema, page).success).toBe(true);
    expect(page).not.toHaveProperty('sorts');
  });

  it('answers an unknown quote as Spartacus expects OCC to: 404 NotFoundError "Quote not found"', async () => {
    server.use(...quoteHandlers);
    expect(await get('/quotes/Q99999999')).toEqual({
      status: 404,
      body: { errors: [{ type: 'NotFoundError', message: 'Quote not found' }] },
    });
  });
});
