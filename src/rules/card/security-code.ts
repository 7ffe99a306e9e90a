import { securityCodeLength, type CardBrand } from './card-brand';
import type { CardMessageKey } from './card.messages';

/** Spec section 5: exactly the brand's number of digits. Pure: it runs in the payment iframe. */
export function securityCodeProblem(
  typed: string,
  brand: CardBrand | undefined,
): CardMessageKey | undefined {
  const code = typed.trim();
  if (code === '') return 'card.securityCodeRequired';
  const length = securityCodeLength(brand);
  return new RegExp(`^\\d{${length}}$`).test(code) ? undefined : 'card.securityCodeFormat';
}
