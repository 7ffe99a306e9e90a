/** Seeded saved cards, the step-up protected resource. Not the checkout card form (spec 3). */
export interface PaymentCard {
  id: string;
  brand: 'VISA' | 'MASTERCARD' | 'AMEX';
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const CARDS: Record<string, PaymentCard[]> = {
  'u-1001': [
    { id: 'card-1001-1', brand: 'VISA', last4: '4242', expiryMonth: 8, expiryYear: 2029 },
    { id: 'card-1001-2', brand: 'MASTERCARD', last4: '5100', expiryMonth: 2, expiryYear: 2028 },
  ],
  'u-1003': [
    { id: 'card-1003-1', brand: 'AMEX', last4: '0005', expiryMonth: 11, expiryYear: 2030 },
  ],
  'u-1004': [{ id: 'card-1004-1', brand: 'VISA', last4: '1881', expiryMonth: 5, expiryYear: 2031 }],
};

export function paymentCardsOf(userId: string): PaymentCard[] {
  const cards = CARDS[userId] ?? [
    { id: `card-${userId}-1`, brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030 },
  ];
  return cards.map((card) => ({ ...card }));
}

/** One saved card by its id, whoever's it is (the provider looks saved cards up by id). */
export function paymentCardById(cardId: string): PaymentCard | undefined {
  const seeded = Object.values(CARDS)
    .flat()
    .find((card) => card.id === cardId);
  if (seeded) return { ...seeded };
  // Everyone else has the one default card, `card-{userId}-1`.
  const userId = /^card-(.+)-1$/.exec(cardId)?.[1];
  return userId === undefined
    ? undefined
    : paymentCardsOf(userId).find((card) => card.id === cardId);
}
