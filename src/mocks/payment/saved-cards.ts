import type { CardBrand } from '../../rules/card/card-brand';
import { paymentCardById, type PaymentCard } from '../identity/payment-cards';

const BRANDS: Record<PaymentCard['brand'], CardBrand> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMEX: 'amex',
};

/**
 * The brand of a shopper's saved card, as the provider knows it: the security-code field of a
 * saved card needs it for the code's length (4 digits for American Express). The one place the
 * provider reads the platform's saved cards; undefined for a card nobody has. It reads the seed
 * (src/mocks/identity/payment-cards.ts): when the orders' side keeps saved cards elsewhere (cards
 * saved at checkout), this is the function to point at them.
 */
export function savedCardBrand(cardId: string): CardBrand | undefined {
  const card = paymentCardById(cardId);
  return card && BRANDS[card.brand];
}
