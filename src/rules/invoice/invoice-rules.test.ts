import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config/read-config';
import { storeRoutes } from '../../core/routes/routes';
import { InvoiceNumberSchema, invoiceNumberFromPath, invoiceNumberOf } from './invoice-number';
import {
  InvoicePostalCodeSchema,
  normalisePostalCode,
  samePostalCode,
} from './invoice-postal-code';
import { invoicePayable, invoiceStatusOf } from './invoice-status';
import {
  checkPaymentAmount,
  currencyDecimals,
  fromMinorUnits,
  plainAmount,
  toMinorUnits,
} from './invoice-amount';
import { invoiceFieldMessages, type InvoiceFieldMessageKey } from './invoice.messages';
import { paymentMessages } from '../../ui/payment/payment.messages';
import { invoicePageOf } from '../../widgets/invoices/invoice-mode';

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

describe('invoice payment amount', () => {
  // A balance of $1,245.60 in cents.
  const BALANCE = 124560;

  it.each([
    ['1245.60', 124560],
    ['1245.6', 124560],
    ['100', 10000],
    ['0.01', 1],
    ['12,50', 1250],
    [' 1 000,5 ', 100050],
    ['1\u00a0000.50', 100050],
  ])('%j pays %i cents', (typed, minor) => {
    expect(checkPaymentAmount(typed, BALANCE, 2)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'invoiceAmount.required'],
    ['   ', 'invoiceAmount.required'],
    ['abc', 'invoiceAmount.invalid'],
    ['$100', 'invoiceAmount.invalid'],
    ['1,245.60', 'invoiceAmount.invalid'],
    ['1.2.3', 'invoiceAmount.invalid'],
    ['.5', 'invoiceAmount.invalid'],
    ['10.005', 'invoiceAmount.decimals'],
    ['0', 'invoiceAmount.positive'],
    ['0.00', 'invoiceAmount.positive'],
    ['-5', 'invoiceAmount.positive'],
    ['-0', 'invoiceAmount.positive'],
    ['1245.61', 'invoiceAmount.overBalance'],
    ['99999999999999999999', 'invoiceAmount.overBalance'],
  ])('%j is refused: %s', (typed, key) => {
    expect(checkPaymentAmount(typed, BALANCE, 2)).toMatchObject({ ok: false, key });
  });

  it('follows the currency’s decimals: none for yen, three for dinars', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('SGD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(currencyDecimals('NOPE')).toBe(2);
    expect(checkPaymentAmount('500.5', 1000, 0)).toEqual({
      ok: false,
      key: 'invoiceAmount.wholeNumber',
    });
    expect(checkPaymentAmount('500', 1000, 0)).toEqual({ ok: true, minor: 500 });
    expect(checkPaymentAmount('1.005', 2000, 3)).toEqual({ ok: true, minor: 1005 });
    expect(checkPaymentAmount('1.0005', 2000, 3)).toEqual({
      ok: false,
      key: 'invoiceAmount.decimals',
      decimals: 3,
    });
  });

  it('counts in minor units, so cents add up exactly', () => {
    expect(toMinorUnits(0.1, 2) + toMinorUnits(0.2, 2)).toBe(30);
    expect(toMinorUnits(1245.6, 2)).toBe(124560);
    expect(fromMinorUnits(100050, 2)).toBe(1000.5);
    expect(plainAmount(124560, 2, '.')).toBe('1245.60');
    expect(plainAmount(124560, 2, ',')).toBe('1245,60');
    expect(plainAmount(500, 0, ',')).toBe('500');
  });

  it('says what is wrong in every language', () => {
    expect(invoiceFieldMessages.en['invoiceAmount.overBalance']).toBe(
      'The amount can be no more than the balance due of {balance}',
    );
    expect(invoiceFieldMessages.en['invoiceAmount.positive']).toBe(
      'Please enter an amount of more than zero',
    );
    for (const language of ['fr', 'nl', 'es'] as const) {
      for (const key of Object.keys(invoiceFieldMessages.en) as InvoiceFieldMessageKey[]) {
        expect(invoiceFieldMessages[language][key], `${language} ${key}`).toBeTruthy();
        expect(invoiceFieldMessages[language][key]).not.toBe(invoiceFieldMessages.en[key]);
      }
    }
  });
});

describe('the sanctions screening’s message', () => {
  it('is the one the checkout shows too (src/ui/payment), in the spec’s words', () => {
    expect(paymentMessages.en['payment.sanctions']).toBe(
      'Your order was declined after a sanctions check. You have not been charged.',
    );
  });
});
