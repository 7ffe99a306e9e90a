import type { CardBrand } from '../../rules/card/card-brand';
import { savedCardById } from '../identity/payment-cards';

/**
 * The brand of a shopper's saved card, as the provider knows it: the security-code field of a
 * saved card needs it for the code's length (4 digits for American Express). The one place the
 * provider reads the platform's saved cards (src/mocks/identity/payment-cards.ts, cards saved at
 * checkout included); undefined for a card nobody has.
 */
export function savedCardBrand(cardId: string): CardBrand | undefined {
  return savedCardById(cardId)?.brand;
}
