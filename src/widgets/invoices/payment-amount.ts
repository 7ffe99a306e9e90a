import type { Price } from '../../api/products/product.schema';
import type { Language } from '../../core/locale/locales';
import {
  checkPaymentAmount,
  currencyDecimals,
  fromMinorUnits,
  plainAmount,
  toMinorUnits,
  type AmountCheck,
} from '../../rules/invoice/invoice-amount';
import type { Params } from '../../core/i18n/messages';
import { numberFormat } from '../../rules/format/intl-formats';

export interface AmountChoice {
  kind: 'full' | 'other';
  text: string;
}

export const FULL_BALANCE: AmountChoice = { kind: 'full', text: '' };

export type ChosenAmount =
  { ok: true; value: number } | (Extract<AmountCheck, { ok: false }> & { params: Params });

/** English writes a decimal point, the other languages a comma; both are accepted. */
const separatorOf = (language: Language): '.' | ',' => (language === 'en' ? '.' : ',');

export function chosenAmount(
  choice: AmountChoice,
  amountDue: Price,
  language: Language,
): ChosenAmount {
  if (choice.kind === 'full') return { ok: true, value: amountDue.value };
  const decimals = currencyDecimals(amountDue.currencyIso);
  const balance = toMinorUnits(amountDue.value, decimals);
  const checked = checkPaymentAmount(choice.text, balance, decimals);
  if (checked.ok) return { ok: true, value: fromMinorUnits(checked.minor, decimals) };
  return {
    ...checked,
    params: {
      decimals,
      balance: amountDue.formattedValue,
      example: plainAmount(
        Math.min(balance, 10 ** decimals * 100),
        decimals,
        separatorOf(language),
      ),
    },
  };
}

/** Not formatMoney: an unknown currency's fallback keeps that currency's own decimals. */
export function formatChosen(value: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(currencyDecimals(currency))} ${currency}`;
  }
}
