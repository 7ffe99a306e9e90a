import type { PaymentCard } from '../../api/payment-cards/get-payment-cards';
import type { Translate } from '../../core/i18n/messages';
import { paymentCardsMessages, type PaymentCardsMessageKey } from './payment-cards.messages';

export function brandName(brand: string, t: Translate<PaymentCardsMessageKey>): string {
  const key = `brand.${brand.toUpperCase()}`;
  return key in paymentCardsMessages.en ? t(key as PaymentCardsMessageKey) : brand;
}

/** "Visa ending in 4242": how the page names a card in buttons, dialogs and announcements. */
export function cardName(card: PaymentCard, t: Translate<PaymentCardsMessageKey>): string {
  return t('cardName', { brand: brandName(card.brand, t), last4: card.last4 });
}

export function cardExpiry(card: PaymentCard): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
}
