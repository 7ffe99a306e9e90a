import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CommerceErrorListSchema } from '../../api/http/occ-errors';
import {
  INVOICE_ERRORS,
  InvoiceListSchema,
  InvoiceLookupSchema,
  InvoiceSchema,
  type InvoiceErrorKey,
} from '../../api/invoices/invoice.schema';
import { invoiceCounts } from '../db/invoice-payments';
import {
  INVOICE_ACCESS_TTL_MS,
  invoiceByAccess,
  LOOKUP_ATTEMPTS,
  LOOKUP_LOCK_MS,
  lookupInvoice,
} from '../db/invoices';
import { InvoiceOpError } from '../db/invoice-errors';
import { API, call, parsed, signIn, type Answer } from '../../testing/commerce-backend';
import { ORDER_ERRORS } from '../../api/orders/order-errors';
import { cardToken } from '../../testing/order-backend';

// Invoices on the fake backend (src/mocks/handlers/invoices.ts): the organisations' list, one
// invoice, the PDF, paying once, paying a part of the balance, the sanctions screening, and
// simplified mode's lookup and access token.
const DISTRICT = 'u-1003';
const DANA = 'u-1001';
const MINE = '/users/current/invoices';
const HOLDER = { firstName: 'Maria', lastName: 'Alvarez' };

function expectInvoiceError(answer: Answer, status: number, key: InvoiceErrorKey): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  expect({ type: error?.type, reason: error?.reason }).toEqual(INVOICE_ERRORS[key]);
}

const SANCTIONS_CARD = '4000000000000101';

const payBody = (
  number = '4242424242424242',
  extra: { amount?: number; sanctionsScreening?: boolean } = {},
) => ({
  token: cardToken(number),
  cardHolder: HOLDER,
  sanctionsScreening: false,
  ...extra,
});

describe('signed in: the organisations’ invoices', () => {
  it('lists them newest first, ten to a page, with their status; never another organisation’s', async () => {
    expect((await call('GET', MINE)).status).toBe(401);
    const token = signIn(DISTRICT);
    const first = parsed(await call('GET', MINE, { token }), 200, InvoiceListSchema);
    expect(first.pagination).toEqual({
      currentPage: 0,
      pageSize: 10,
      totalPages: 2,
      totalResults: 12,
    });
    expect(first.invoices[0]?.number).toBe('INV100207');
    const second = parsed(
      await call('GET', `${MINE}?currentPage=1`, { token }),
      200,
      InvoiceListSchema,
    );
    expect(second.invoices.map((i) => i.number)).toEqual(['INV100211', 'INV100212']);
    const all = [...first.invoices, ...second.invoices];
    expect(all.some((i) => i.number === 'INV100301')).toBe(false);
    const byNumber = new Map(all.map((i) => [i.number, i]));
    expect(byNumber.get('INV100201')?.status).toBe('OPEN');
    expect(byNumber.get('INV100202')?.status).toBe('OVERDUE');
    expect(byNumber.get('INV100203')?.status).toBe('PAID');
    expect(byNumber.get('INV100203')?.amountDue.value).toBe(0);
    expect(byNumber.get('INV100201')?.total).toEqual({
      value: 1245.6,
      currencyIso: 'USD',
      formattedValue: '$1,245.60',
    });
    expect((await call('GET', `${MINE}?pageSize=0`, { token })).status).toBe(400);
    // A personal shopper has no organisation's invoices.
    const none = parsed(await call('GET', MINE, { token: signIn(DANA) }), 200, InvoiceListSchema);
    expect(none.pagination.totalResults).toBe(0);
  });

  it('one invoice and its PDF, only for its organisations: anyone else hears "not found"', async () => {
    const token = signIn(DISTRICT);
    const one = parsed(await call('GET', `${MINE}/inv100204`, { token }), 200, InvoiceSchema);
    expect(one.customerAccount).toEqual({
      name: 'Riverside Assessment Center',
      accountNumber: '4321',
    });
    const pdf = await fetch(`${API}${MINE}/INV100204/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Invoice INV100204)');
    expect(text).toContain('92506');
    for (const number of ['INV100301', 'INV999999', 'nope']) {
      expectInvoiceError(await call('GET', `${MINE}/${number}`, { token }), 404, 'notFound');
    }
    expectInvoiceError(
      await call('GET', `${MINE}/INV100201`, { token: signIn(DANA) }),
      404,
      'notFound',
    );
  });

  it('refuses as the extension document declares: paging out of range, another’s PDF, no sign-in', async () => {
    const token = signIn(DISTRICT);
    for (const query of ['pageSize=101', 'pageSize=0', 'currentPage=-1', 'currentPage=x']) {
      const refused = await call('GET', `${MINE}?${query}`, { token });
      expect(refused.status, query).toBe(400);
      const [error] = v.parse(CommerceErrorListSchema, refused.body).errors;
      expect({ type: error?.type, reason: error?.reason }, query).toEqual(ORDER_ERRORS.invalid);
    }
    parsed(await call('GET', `${MINE}?pageSize=100`, { token }), 200, InvoiceListSchema);
    for (const number of ['INV100301', 'INV999999']) {
      expectInvoiceError(await call('GET', `${MINE}/${number}/pdf`, { token }), 404, 'notFound');
    }
    for (const path of [MINE, `${MINE}/INV100201`, `${MINE}/INV100201/pdf`]) {
      expect((await call('GET', path)).status, path).toBe(401);
    }
  });

  it('pays once per Idempotency-Key; a paid invoice is 409 alreadyPaid and charges nothing', async () => {
    const token = signIn(DISTRICT);
    const path = `${MINE}/INV100201/payments`;
    const headers = { 'Idempotency-Key': 'key-1' };
    const body = payBody();
    const [first, repeat] = await Promise.all([
      call('POST', path, { token, body, headers }),
      call('POST', path, { token, body, headers }),
    ]);
    const paid = parsed(first, 201, InvoiceSchema);
    expect(paid.status).toBe('PAID');
    expect(paid.amountDue.value).toBe(0);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amount: { value: 1245.6, currencyIso: 'USD', formattedValue: '$1,245.60' },
        brand: 'visa',
        last4: '4242',
        reference: 'PAY-000001',
      }),
    ]);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('X-Idempotent-Replay')).toBe('true');
    expect(invoiceCounts().charges).toBe(1);
    const again = await call('POST', path, {
      token,
      body: payBody(),
      headers: { 'Idempotency-Key': 'key-2' },
    });
    expectInvoiceError(again, 409, 'alreadyPaid');
    expect(invoiceCounts().charges).toBe(1);
  });

  it('refuses a declined card (402) and a bad card holder (400); the invoice stays open', async () => {
    const token = signIn(DISTRICT);
    const path = `${MINE}/INV100202/payments`;
    const declined = await call('POST', path, { token, body: payBody('4000000000000002') });
    expect(declined.status).toBe(402);
    const badName = await call('POST', path, {
      token,
      body: {
        token: cardToken('4242424242424242'),
        cardHolder: { firstName: 'M4ria', lastName: 'A' },
      },
    });
    expect(badName.status).toBe(400);
    expect(invoiceCounts().charges).toBe(0);
    const still = parsed(await call('GET', `${MINE}/INV100202`, { token }), 200, InvoiceSchema);
    expect(still.status).toBe('OVERDUE');
  });
});

describe('a payment of part of the balance', () => {
  const path = `${MINE}/INV100201/payments`;
  const get = async (token: string) =>
    parsed(await call('GET', `${MINE}/INV100201`, { token }), 200, InvoiceSchema);

  it('lowers the balance and keeps the invoice open; the list shows the rest; then the rest pays it', async () => {
    const token = signIn(DISTRICT);
    const headers = { 'Idempotency-Key': 'part-1' };
    const body = payBody('4242424242424242', { amount: 245.1 });
    const [first, repeat] = await Promise.all([
      call('POST', path, { token, body, headers }),
      call('POST', path, { token, body, headers }),
    ]);
    const part = parsed(first, 201, InvoiceSchema);
    expect(part.status).toBe('OPEN');
    expect(part.amountDue).toEqual({
      value: 1000.5,
      currencyIso: 'USD',
      formattedValue: '$1,000.50',
    });
    expect(part.payments.map((p) => [p.amount.value, p.reference])).toEqual([
      [245.1, 'PAY-000001'],
    ]);
    // Same key, one payment.
    expect(repeat.body).toEqual(first.body);
    expect(invoiceCounts().charges).toBe(1);
    expect((await get(token)).amountDue.value).toBe(1000.5);
    const list = parsed(await call('GET', MINE, { token }), 200, InvoiceListSchema);
    const row = list.invoices.find((i) => i.number === 'INV100201');
    expect([row?.status, row?.amountDue.formattedValue, row?.total.value]).toEqual([
      'OPEN',
      '$1,000.50',
      1245.6,
    ]);

    // Cents add up exactly: 0.1 + 0.2 of what is left, then exactly the rest.
    for (const [key, amount] of [
      ['part-2', 0.1],
      ['part-3', 0.2],
    ] as const) {
      parsed(
        await call('POST', path, {
          token,
          body: payBody('4242424242424242', { amount }),
          headers: { 'Idempotency-Key': key },
        }),
        201,
        InvoiceSchema,
      );
    }
    expect((await get(token)).amountDue.value).toBe(1000.2);
    const paid = parsed(
      await call('POST', path, {
        token,
        body: payBody('5555555555554444', { amount: 1000.2 }),
        headers: { 'Idempotency-Key': 'part-4' },
      }),
      201,
      InvoiceSchema,
    );
    expect(paid.status).toBe('PAID');
    expect(paid.amountDue.value).toBe(0);
    expect(paid.payments.map((p) => p.amount.value)).toEqual([245.1, 0.1, 0.2, 1000.2]);
    expect(invoiceCounts().charges).toBe(4);
    const pdf = await fetch(`${API}${MINE}/INV100201/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('Paid $245.10 on ');
  });

  it.each([
    ['over the balance', 1245.61, 'amountOverBalance'],
    ['zero', 0, 'invalidAmount'],
    ['negative', -5, 'invalidAmount'],
    ['more decimals than the currency has', 10.005, 'invalidAmount'],
  ] as const)('refuses an amount %s (400) and charges nothing', async (_, amount, key) => {
    const token = signIn(DISTRICT);
    const answer = await call('POST', path, {
      token,
      body: payBody('4242424242424242', { amount }),
    });
    expectInvoiceError(answer, 400, key);
    expect(invoiceCounts().charges).toBe(0);
    const still = await get(token);
    expect([still.status, still.amountDue.value, still.payments]).toEqual(['OPEN', 1245.6, []]);
  });

  it('an amount not a number is 400 invalid; no amount pays the whole balance', async () => {
    const token = signIn(DISTRICT);
    const text = await call('POST', path, {
      token,
      body: { ...payBody(), amount: '10' },
    });
    expect(text.status).toBe(400);
    const whole = payBody();
    expect('amount' in whole).toBe(false);
    const paid = parsed(await call('POST', path, { token, body: whole }), 201, InvoiceSchema);
    expect([paid.status, paid.payments[0]?.amount.value]).toEqual(['PAID', 1245.6]);
  });
});

describe('the sanctions screening (ofac-screening flag) of an invoice payment', () => {
  const path = `${MINE}/INV100202/payments`;

  it('on: the screened-out payer is refused as an order is (403 sanctionsBlocked), nothing charged', async () => {
    const token = signIn(DISTRICT);
    const answer = await call('POST', path, {
      token,
      body: payBody(SANCTIONS_CARD, { amount: 10, sanctionsScreening: true }),
    });
    expect(answer.status).toBe(403);
    const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
    expect({ type: error?.type, reason: error?.reason }).toEqual(ORDER_ERRORS.sanctionsBlocked);
    expect(invoiceCounts().charges).toBe(0);
    const still = parsed(await call('GET', `${MINE}/INV100202`, { token }), 200, InvoiceSchema);
    expect([still.status, still.amountDue.value]).toEqual(['OVERDUE', 389]);
    // Anyone else passes the screening.
    const paid = await call('POST', path, {
      token,
      body: payBody('4242424242424242', { sanctionsScreening: true }),
    });
    expect(parsed(paid, 201, InvoiceSchema).status).toBe('PAID');
  });

  it('off: the same payer is not screened, and pays', async () => {
    const token = signIn(DISTRICT);
    const answer = await call('POST', path, {
      token,
      body: payBody(SANCTIONS_CARD, { amount: 10, sanctionsScreening: false }),
    });
    expect(parsed(answer, 201, InvoiceSchema).amountDue.value).toBe(379);
    expect(invoiceCounts().charges).toBe(1);
  });

  it('the flag is part of the call: a payment without it is 400 and charges nothing', async () => {
    const token = signIn(DISTRICT);
    const body: Record<string, unknown> = payBody();
    delete body.sanctionsScreening;
    expect((await call('POST', path, { token, body })).status).toBe(400);
    expect(invoiceCounts().charges).toBe(0);
  });
});

describe('simplified mode: number and billing postal code', () => {
  const LOOKUP = '/invoices/lookup';

  it('opens the invoice with an access token; a wrong pair and an unknown number are one 404', async () => {
    expectInvoiceError(
      await call('POST', LOOKUP, { body: { invoiceNumber: 'INV100202', postalCode: '92506' } }),
      404,
      'lookupFailed',
    );
    expectInvoiceError(
      await call('POST', LOOKUP, { body: { invoiceNumber: 'INV999999', postalCode: '92501' } }),
      404,
      'lookupFailed',
    );
    expectInvoiceError(
      await call('POST', LOOKUP, { body: { invoiceNumber: 42 } }),
      404,
      'lookupFailed',
    );
    const found = parsed(
      await call('POST', LOOKUP, { body: { invoiceNumber: ' inv100202', postalCode: '92-501' } }),
      200,
      InvoiceLookupSchema,
    );
    expect(found.invoice.number).toBe('INV100202');
    const access = { 'X-Invoice-Access': found.accessToken };
    const one = parsed(
      await call('GET', '/invoices/INV100202', { headers: access }),
      200,
      InvoiceSchema,
    );
    expect(one.status).toBe('OVERDUE');
    // The token opens this invoice only; no token (or another) is 401 accessExpired.
    expectInvoiceError(
      await call('GET', '/invoices/INV100201', { headers: access }),
      404,
      'notFound',
    );
    expectInvoiceError(await call('GET', '/invoices/INV100202'), 401, 'accessExpired');
    expectInvoiceError(
      await call('GET', '/invoices/INV100202', { headers: { 'X-Invoice-Access': 'inv_x' } }),
      401,
      'accessExpired',
    );

    const path = '/invoices/INV100202/payments';
    const headers = { ...access, 'Idempotency-Key': 'simple-1' };
    const paid = parsed(await call('POST', path, { body: payBody(), headers }), 201, InvoiceSchema);
    expect(paid.status).toBe('PAID');
    const replay = await call('POST', path, { body: payBody(), headers });
    expect(replay.body).toEqual(paid);
    expect(invoiceCounts().charges).toBe(1);
  });

  it(`refuses a number for a while after ${LOOKUP_ATTEMPTS} wrong postal codes, even the right one`, async () => {
    for (let attempt = 0; attempt < LOOKUP_ATTEMPTS; attempt += 1) {
      expectInvoiceError(
        await call('POST', LOOKUP, {
          body: { invoiceNumber: 'INV100201', postalCode: `1000${attempt}` },
        }),
        404,
        'lookupFailed',
      );
    }
    expectInvoiceError(
      await call('POST', LOOKUP, { body: { invoiceNumber: 'INV100201', postalCode: '92501' } }),
      429,
      'tooManyAttempts',
    );
    // Another number is not affected.
    expect(
      (await call('POST', LOOKUP, { body: { invoiceNumber: 'INV100204', postalCode: '92506' } }))
        .status,
    ).toBe(200);
  });

  it('an access token lasts 30 minutes; a locked number opens again after 15', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const { accessToken } = lookupInvoice({ invoiceNumber: 'INV100204', postalCode: '92506' }, now);
    expect(invoiceByAccess(accessToken, 'INV100204', now + INVOICE_ACCESS_TTL_MS).number).toBe(
      'INV100204',
    );
    expect(() =>
      invoiceByAccess(accessToken, 'INV100204', now + INVOICE_ACCESS_TTL_MS + 1),
    ).toThrow(InvoiceOpError);
    for (let attempt = 0; attempt < LOOKUP_ATTEMPTS; attempt += 1) {
      expect(() => lookupInvoice({ invoiceNumber: 'INV100205', postalCode: '00000' }, now)).toThrow(
        'No invoice',
      );
    }
    expect(() => lookupInvoice({ invoiceNumber: 'INV100205', postalCode: '92506' }, now)).toThrow(
      'Too many attempts',
    );
    const later = now + LOOKUP_LOCK_MS + 1;
    expect(
      lookupInvoice({ invoiceNumber: 'INV100205', postalCode: '92506' }, later).invoice.number,
    ).toBe('INV100205');
  });
});
