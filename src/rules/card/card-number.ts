import { cardBrandOf, cardNumberLengths, type CardBrand } from './card-brand';
import type { CardMessageKey } from './card.messages';

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Some card's length, not starting with 0. */
const OTHER_CARD = /^[1-9]\d{11,18}$/;

export type CardNumberCheck =
  | { ok: true; digits: string; brand: CardBrand; last4: string }
  | { ok: false; message: CardMessageKey };

/** Spec section 5. Pure: it runs in the payment provider's iframe, where alone numbers exist. */
export function checkCardNumber(typed: string): CardNumberCheck {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits === '') return { ok: false, message: 'card.numberRequired' };
  if (!/^\d+$/.test(digits)) return { ok: false, message: 'card.numberInvalid' };
  const brand = cardBrandOf(digits);
  if (!brand)
    return {
      ok: false,
      // A real card of another network hears that we do not take it, not that it is wrong.
      message:
        OTHER_CARD.test(digits) && passesLuhn(digits)
          ? 'card.brandNotAccepted'
          : 'card.numberInvalid',
    };
  if (!cardNumberLengths(brand).includes(digits.length) || !passesLuhn(digits))
    return { ok: false, message: 'card.numberInvalid' };
  return { ok: true, digits, brand, last4: digits.slice(-4) };
}
