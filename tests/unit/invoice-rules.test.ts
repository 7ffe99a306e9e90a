import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../src/core/config/read-config';
import { storeRoutes } from '../../src/core/routes/routes';
import {
  InvoiceNumberSchema,
  invoiceNumberFromPath,
  invoiceNumberOf,
} from '../../src/rules/invoice/invoice-number';
import {
  InvoicePostalCodeSchema,
  normalisePostalCode,
  samePostalCode,
} from '../../src/rules/invoice/invoice-postal-code';
import { invoicePayable, invoiceStatusOf } from '../../src/rules/invoice/invoice-status';
import { invoiceFieldMessages } from '../../src/rules/invoice/invoice.messages';
import { invoicePageOf } from '../../src/widgets/invoices/invoice-mode';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0]?.message;
};

describe('invoice number', () => {
  it.each([
    ['INV100201', 'INV100201'],
    [' inv100201 ', 'INV100201'],
  ])('%j is %s', (input, output) => expect(invoiceNumberOf(input)).toBe(output));

  it.each(['', 'INV10020', 'INV1002011', 'W10000001', '100201', 'INV-100201', null, undefined])(
    '%j is no invoice number',
    (input) => expect(invoiceNumberOf(input)).toBeUndefined(),
  );

  it('says what is wrong, word for word', () => {
    expect(firstMessage(InvoiceNumberSchema, '  ')).toBe('invoiceNumber.required');
    expect(firstMessage(InvoiceNumberSchema, 'INV12')).toBe('invoiceNumber.invalid');
    expect(invoiceFieldMessages.en['invoiceNumber.invalid']).toBe(
      'Please enter a valid invoice number (for example, {example})',
    );
  });

  it('reads the id of the payment and confirmation addresses (untrusted)', () => {
    expect(invoiceNumberFromPath('/invoices/INV100201/payment')).toBe('INV100201');
    expect(invoiceNumberFromPath('/invoices/inv100201/payment/confirmation/')).toBe('INV100201');
    expect(invoiceNumberFromPath('/invoices/INV100201')).toBeUndefined();
    expect(invoiceNumberFromPath('/invoices/%E0%A4%A/payment')).toBeUndefined();
    expect(invoiceNumberFromPath('/invoices/INV100201/payment/other')).toBeUndefined();
    expect(invoiceNumberFromPath('/invoices/<script>/payment')).toBeUndefined();
  });
});

describe('second factor: the billing postal code', () => {
  it('is compared without case, spaces or hyphens', () => {
    expect(normalisePostalCode(' m5v 2t6 ')).toBe('M5V2T6');
    expect(samePostalCode('M5V 2T6', 'm5v-2t6')).toBe(true);
    expect(samePostalCode('92501', '92506')).toBe(false);
    expect(v.parse(InvoicePostalCodeSchema, ' 92501 ')).toBe('92501');
  });

  it('is required, 2 to 10 letters and digits', () => {
    expect(firstMessage(InvoicePostalCodeSchema, ' ')).toBe('invoicePostalCode.required');
    expect(firstMessage(InvoicePostalCodeSchema, '1')).toBe('invoicePostalCode.invalid');
    expect(firstMessage(InvoicePostalCodeSchema, '12345678901')).toBe('invoicePostalCode.invalid');
    expect(firstMessage(InvoicePostalCodeSchema, '925#1')).toBe('invoicePostalCode.invalid');
    expect(firstMessage(InvoicePostalCodeSchema, '1234567890')).toBeUndefined();
  });

  // Any country's code as people write it (issue 29), as it is compared.
  it.each([
    ['92501', '92501'],
    ['92501-1234', '925011234'],
    ['K1A 0B1', 'K1A0B1'],
    ['k1a-0b1', 'K1A0B1'],
    ['SW1A 1AA', 'SW1A1AA'],
    ['ec1a 1bb', 'EC1A1BB'],
    ['1012 AB', '1012AB'],
    ['28013', '28013'],
    ['2000', '2000'],
    ['100-0001', '1000001'],
    ['１００－０００１', '1000001'],
    ['A65 F4E2', 'A65F4E2'],
  ])('takes %j (compared as %j)', (typed, compared) => {
    expect(firstMessage(InvoicePostalCodeSchema, typed)).toBeUndefined();
    expect(v.parse(InvoicePostalCodeSchema, typed)).toBe(compared);
  });

  it.each(['1', '925#1', '92501/1234', '12345678901', 'SW1A_1AA'])('refuses %j', (typed) => {
    expect(firstMessage(InvoicePostalCodeSchema, typed)).toBe('invoicePostalCode.invalid');
    expect(invoiceFieldMessages.en['invoicePostalCode.invalid']).toBe(
      'Please enter the postal code as it appears on the invoice',
    );
  });

  it.each([
    ['92501', '92501-1234', true],
    ['92501-1234', '92501', true],
    ['92501-1234', '925011234', true],
    ['92501-1234', '92501-5678', false],
    ['92501', '92502-1234', false],
    ['M5V 2T6', 'm5v2t6', true],
    ['1012 AB', '1012AB', true],
  ])('invoice %j and typed %j are the same code: %s', (invoice, typed, same) => {
    expect(samePostalCode(invoice, typed)).toBe(same);
  });
});

describe('invoice status', () => {
  it('is open until its due date, included, and overdue the day after; paid once paid', () => {
    const due = { dueDate: '2026-11-23', paid: false };
    expect(invoiceStatusOf(due, '2026-11-22')).toBe('OPEN');
    expect(invoiceStatusOf(due, '2026-11-23')).toBe('OPEN');
    expect(invoiceStatusOf(due, '2026-11-24')).toBe('OVERDUE');
    expect(invoiceStatusOf({ ...due, paid: true }, '2026-12-31')).toBe('PAID');
  });

  it('open and overdue can be paid; paid cannot', () => {
    expect(invoicePayable('OPEN')).toBe(true);
    expect(invoicePayable('OVERDUE')).toBe(true);
    expect(invoicePayable('PAID')).toBe(false);
  });
});

describe('invoice routes and paging', () => {
  const routes = storeRoutes({ locale: 'fr-ca', storeBasePath: '/store/caassessments/fr' });
  it('builds the spec’s invoice URLs', () => {
    expect(routes.invoices).toBe('/invoices/fr-ca');
    expect(routes.invoicesPage(1)).toBe('/invoices/fr-ca');
    expect(routes.invoicesPage(3)).toBe('/invoices/fr-ca?page=3');
    expect(routes.invoicePayment('INV100201')).toBe('/invoices/INV100201/payment');
    expect(routes.invoicePaymentConfirmation('INV100201')).toBe(
      '/invoices/INV100201/payment/confirmation',
    );
  });

  it.each([
    ['', 0],
    ['?page=2', 1],
    ['?page=0', 0],
    ['?page=-1', 0],
    ['?page=2.5', 0],
    ['?page=abc', 0],
    ['?page=9999999', 0],
  ])('reads %j as page %d (from 0)', (search, page) => expect(invoicePageOf(search)).toBe(page));
});

describe('invoicesMode config key', () => {
  it('simplified mode turns the logged-in user feature off (spec section 6)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseConfig({ platformKey: 'k' })).toMatchObject({
      invoicesMode: 'account',
      sessionEnabled: true,
    });
    expect(parseConfig({ platformKey: 'k', invoicesMode: 'simplified' })).toMatchObject({
      invoicesMode: 'simplified',
      sessionEnabled: false,
    });
    expect(error).not.toHaveBeenCalled();
    expect(parseConfig({ platformKey: 'k', invoicesMode: 'open' }).invoicesMode).toBe('account');
    expect(error).toHaveBeenCalledExactlyOnceWith(
      '[store-widgets]',
      'config: "invoicesMode" is invalid (Invalid type: Expected ("account" | "simplified") but received "open"); using the default',
    );
  });
});
