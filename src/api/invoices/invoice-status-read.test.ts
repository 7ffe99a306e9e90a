import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceListSchema, InvoiceSchema } from './invoice.schema';
import { knownInvoiceStatus } from './known-invoice-status';
import { getCore } from '../../core/core';

// The invoice a platform sends, read by the client: a status the widgets do not know (a platform
// that adds one) is read from the amount due and the due date instead of failing the whole list.

const usd = (value: number) => ({
  value,
  currencyIso: 'USD',
  formattedValue: `$${value.toFixed(2)}`,
});

/** An invoice as sent, without the fields it may leave out (account number, order code). */
const sent = (status: string, dueDate: string, due: number) => ({
  number: 'INV100201',
  customerAccount: { name: 'Riverside Unified School District' },
  issueDate: '2026-10-24',
  dueDate,
  status,
  total: usd(1245.6),
  amountDue: usd(due),
  payments: [],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('knownInvoiceStatus', () => {
  it('keeps a status the widgets know, whatever the amounts and dates say', () => {
    expect(knownInvoiceStatus(sent('OPEN', '2020-01-01', 10), '2026-11-24')).toBe('OPEN');
    expect(knownInvoiceStatus(sent('OVERDUE', '2030-01-01', 10), '2026-11-24')).toBe('OVERDUE');
    expect(knownInvoiceStatus(sent('PAID', '2020-01-01', 10), '2026-11-24')).toBe('PAID');
  });

  it('reads one it does not know from the amount due and the due date', () => {
    const today = '2026-11-24';
    expect(knownInvoiceStatus(sent('DISPUTED', '2026-11-24', 10), today)).toBe('OPEN');
    expect(knownInvoiceStatus(sent('DISPUTED', '2026-11-23', 10), today)).toBe('OVERDUE');
    expect(knownInvoiceStatus(sent('PARTIALLY_PAID', '2026-11-23', 0), today)).toBe('PAID');
    expect(knownInvoiceStatus(sent('', '2026-12-01', 0.01), today)).toBe('OPEN');
    // Statuses are case-sensitive, as the platform sends them: `open` is not one of ours.
    expect(knownInvoiceStatus(sent('open', '2026-11-23', 5), today)).toBe('OVERDUE');
  });

  it('counts the days on the site’s calendar, not the shopper’s clock', () => {
    expect(getCore().store.site.baseSite).toBe('usassessments');
    vi.useFakeTimers();
    // 03:00 UTC on the 24th is still the 23rd in Chicago (the US site's zone): due that day, open.
    vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
    expect(knownInvoiceStatus(sent('ON_HOLD', '2026-11-23', 10))).toBe('OPEN');
    vi.setSystemTime(new Date('2026-11-24T07:00:00Z'));
    expect(knownInvoiceStatus(sent('ON_HOLD', '2026-11-23', 10))).toBe('OVERDUE');
  });
});

describe('InvoiceSchema and InvoiceListSchema', () => {
  it('read an invoice without the fields it may leave out, its status as sent', () => {
    const invoice = v.parse(InvoiceSchema, sent('OVERDUE', '2026-11-23', 10));
    expect(invoice.status).toBe('OVERDUE');
    expect(invoice.orderCode).toBeUndefined();
    expect(invoice.customerAccount).toEqual({ name: 'Riverside Unified School District' });
  });

  it('keep every invoice of a page when one has a status they do not know', () => {
    const page = v.parse(InvoiceListSchema, {
      invoices: [
        sent('PAID', '2026-11-01', 0),
        { ...sent('WRITTEN_OFF', '2020-01-01', 0), number: 'INV100202' },
      ],
      pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: 2 },
    });
    expect(page.invoices.map(({ number, status }) => [number, status])).toEqual([
      ['INV100201', 'PAID'],
      ['INV100202', 'PAID'],
    ]);
  });

  it('still refuse an invoice without a status or a number', () => {
    const { status: _status, ...statusless } = sent('OPEN', '2026-11-23', 10);
    expect(v.is(InvoiceSchema, statusless)).toBe(false);
    const { number: _number, ...numberless } = sent('OPEN', '2026-11-23', 10);
    expect(v.is(InvoiceSchema, numberless)).toBe(false);
  });
});
