import type { InvoiceFieldMessageKey } from './invoice.messages';

/**
 * The amount of an invoice payment: the whole balance, or a part of it. Kept in the currency's
 * minor units (cents) so that no floating-point sum turns $0.10 + $0.20 into more than the
 * balance. The client's form and the fake platform check it with these same functions.
 */

/** The currency's decimals (USD 2, JPY 0, BHD 3) as the platform's formatter knows them. */
export function currencyDecimals(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
    }).resolvedOptions().maximumFractionDigits;
    return digits ?? 2;
  } catch {
    // An unknown code: the usual two.
    return 2;
  }
}

/** `value` in the currency's minor units, rounded (1245.6 USD is 124560). */
export function toMinorUnits(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals);
}

export function fromMinorUnits(minor: number, decimals: number): number {
  return minor / 10 ** decimals;
}

/** An amount as a shopper types it, plain: digits and the decimal separator (`1245.60`, `1245,60`). */
export function plainAmount(minor: number, decimals: number, separator: '.' | ','): string {
  const text = fromMinorUnits(minor, decimals).toFixed(decimals);
  return separator === ',' ? text.replace('.', ',') : text;
}

export type AmountCheck =
  | { ok: true; minor: number }
  | {
      ok: false;
      key: Extract<InvoiceFieldMessageKey, `invoiceAmount.${string}`>;
      /** `decimals` for the decimals message. */
      decimals?: number;
    };

/**
 * Digits with at most one decimal separator, a point or a comma (a French or Dutch shopper types
 * `12,50`); spaces are dropped (`1 245,60`). No grouping separators: `1,245.60` is ambiguous
 * across languages, so it is refused with an example rather than guessed.
 */
const AMOUNT_PATTERN = /^(-?)(\d+)(?:[.,](\d+))?$/;

/**
 * A typed amount against the balance (both in the invoice's currency): required, a number, no
 * more decimals than the currency has, more than zero, at most the balance. The first problem
 * only, in that order.
 */
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
