import type { InvoiceFieldMessageKey } from './invoice.messages';
import { numberFormat } from '../format/intl-formats';

// The amount of an invoice payment, checked alike by the form and the fake platform. Kept in minor
// units, so no floating-point sum goes over the balance.

export function currencyDecimals(currency: string): number {
  try {
    const digits = numberFormat('en', {
      style: 'currency',
      currency,
    }).resolvedOptions().maximumFractionDigits;
    return digits ?? 2;
  } catch {
    return 2;
  }
}

export function toMinorUnits(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals);
}

export function fromMinorUnits(minor: number, decimals: number): number {
  return minor / 10 ** decimals;
}

/** As a shopper types it: `1245.60` or `1245,60`. */
export function plainAmount(minor: number, decimals: number, separator: '.' | ','): string {
  const text = fromMinorUnits(minor, decimals).toFixed(decimals);
  return separator === ',' ? text.replace('.', ',') : text;
}

export type AmountCheck =
  | { ok: true; minor: number }
  | {
      ok: false;
      key: Extract<InvoiceFieldMessageKey, `invoiceAmount.${string}`>;
      decimals?: number;
    };

/** A point or comma decimal; no grouping, as `1,245.60` is ambiguous across languages. */
const AMOUNT_PATTERN = /^(-?)(\d+)(?:[.,](\d+))?$/;

/** The first problem only. */
export function checkPaymentAmount(
  raw: string,
  balanceMinor: number,
  decimals: number,
): AmountCheck {
  const typed = raw.replace(/[\s\u00a0\u202f]+/g, '');
  if (typed === '') return { ok: false, key: 'invoiceAmount.required' };
  const match = AMOUNT_PATTERN.exec(typed);
  if (!match) return { ok: false, key: 'invoiceAmount.invalid' };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) {
    return decimals === 0
      ? { ok: false, key: 'invoiceAmount.wholeNumber' }
      : { ok: false, key: 'invoiceAmount.decimals', decimals };
  }
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (sign === '-' || minor <= 0) return { ok: false, key: 'invoiceAmount.positive' };
  if (minor > balanceMinor) return { ok: false, key: 'invoiceAmount.overBalance' };
  return { ok: true, minor };
}
