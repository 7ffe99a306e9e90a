import type { HostedFieldName } from '../../api/payment/provider-protocol';
import { cardBrandOf, type CardBrand } from '../../rules/card/card-brand';
import { cardExpiryProblem } from '../../rules/card/card-expiry';
import { checkCardNumber } from '../../rules/card/card-number';
import type { CardMessageKey } from '../../rules/card/card.messages';
import { securityCodeProblem } from '../../rules/card/security-code';
import type { IsoDate } from '../../rules/form/calendar-date';

/** What a hosted card field does with its text, without a DOM: formatting and the card rules. */
const MAX_DIGITS: Record<HostedFieldName, number> = { number: 19, expiry: 4, cvc: 4 };

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** American Express prints its 15 digits 4-6-5; the others in fours. */
function groupNumber(digits: string): string {
  const sizes = cardBrandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

export function formatField(field: HostedFieldName, typed: string): string {
  const digits = digitsOf(typed).slice(0, MAX_DIGITS[field]);
  if (field === 'number') return groupNumber(digits);
  if (field === 'expiry')
    return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  return digits;
}

/** Where the caret goes in the formatted text: after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index)) && ++seen === digitCount) return index + 1;
  }
  return formatted.length;
}

export function expiryOf(text: string): { month: string; year: string } {
  const digits = digitsOf(text);
  return { month: digits.slice(0, 2), year: digits.slice(2, 4) };
}

/** The field's problem by the card rules; `brand` sets the security code's length. */
export function fieldProblem(
  field: HostedFieldName,
  text: string,
  brand: CardBrand | undefined,
  today: IsoDate,
): CardMessageKey | undefined {
  switch (field) {
    case 'number': {
      const checked = checkCardNumber(text);
      return checked.ok ? undefined : checked.message;
    }
    case 'expiry': {
      const digits = digitsOf(text);
      // A month without its year is an incomplete date, not a missing one.
      if (digits !== '' && digits.length !== 4) return 'card.expiryInvalid';
      return cardExpiryProblem(expiryOf(text), today);
    }
    case 'cvc':
      return securityCodeProblem(text, brand);
  }
}
