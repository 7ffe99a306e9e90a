import type { CardBrand } from '../../rules/card/card-brand';
import { savedCardById } from '../identity/payment-cards';

/** A saved card's brand, which its security-code field needs for the code's length. */
export function savedCardBrand(cardId: string): CardBrand | undefined {
  return savedCardById(cardId)?.brand;
}
