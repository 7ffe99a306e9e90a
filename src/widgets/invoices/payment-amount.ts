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

/** The shopper's choice: the whole amount due (the default) or the amount they type. */
export interface AmountChoice {
  kind: 'full' | 'other';
  text: string;
}

export const FULL_BALANCE: AmountChoice = { kind: 'full', text: '' };

/** What the choice comes to: the amount to send (major units), or the rule's problem. */
export type ChosenAmount =
  { ok: true; value: number } | (Extract<AmountCheck, { ok: false }> & { params: Params });

/** English writes a decimal point; the store's other languages a comma (both are accepted). */
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

/**
 * A typed amount as the site shows money, for the Pay button (the balance itself comes formatted
 * from the platform). Intl directly rather than the cart's formatter: its module would add a chunk
 * to this page for one call.
 */
export function formatChosen(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(currencyDecimals(currency))} ${currency}`;
  }
}
