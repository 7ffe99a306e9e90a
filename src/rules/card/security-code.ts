import { securityCodeLength, type CardBrand } from './card-brand';
import type { CardMessageKey } from './card.messages';

/**
 * The security code (spec section 5): required ('Enter your security code'), then exactly the
 * brand's number of digits ('Invalid format.': 4 for American Express, 3 otherwise). Undefined
 * when valid. Pure: it runs inside the payment provider's iframe with the card number's brand.
 */
export function securityCodeProblem(
  typed: string,
  brand: CardBrand | undefined,
): CardMessageKey | undefined {
  const code = typed.trim();
  if (code === '') return 'card.securityCodeRequired';
  const length = securityCodeLength(brand);
  return new RegExp(`^\\d{${length}}$`).test(code) ? undefined : 'card.securityCodeFormat';
}
