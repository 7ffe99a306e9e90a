/**
 * The shopper's default saved card (Payment Cards): one of their cards, which the
 * checkout offers first. Their first card is the default; they may choose another; deleting the
 * default makes the first remaining card the default. The platform keeps the rule and the Payment
 * Cards page follows it between reads (reading the cards again needs the shopper to confirm who
 * they are).
 */
export interface DefaultableCard {
  id: string;
  defaultPayment: boolean;
}

/** The cards with `cardId` the default (unchanged when no card has that id). */
export function withDefaultCard<C extends DefaultableCard>(
  cards: readonly C[],
  cardId: string,
): C[] {
  if (!cards.some((card) => card.id === cardId)) return [...cards];
  return cards.map((card) => ({ ...card, defaultPayment: card.id === cardId }));
}

/** The cards without `cardId`; when it was the default, the first remaining card is. */
export function withoutCard<C extends DefaultableCard>(cards: readonly C[], cardId: string): C[] {
  const gone = cards.find((card) => card.id === cardId);
  const remaining = cards.filter((card) => card.id !== cardId);
  const first = remaining[0];
  return gone?.defaultPayment && first ? withDefaultCard(remaining, first.id) : remaining;
}

/** The cards after one is added: a first card is the default; a card already there is not added twice. */
export function withAddedCard<C extends DefaultableCard>(cards: readonly C[], added: C): C[] {
  if (cards.some((card) => card.id === added.id)) return [...cards];
  const next = [...cards, added];
  return added.defaultPayment ? withDefaultCard(next, added.id) : next;
}

/** The cards in the checkout's order: the default first, the others as saved. */
export function defaultFirst<C extends DefaultableCard>(cards: readonly C[]): C[] {
  return [
    ...cards.filter((card) => card.defaultPayment),
    ...cards.filter((c) => !c.defaultPayment),
  ];
}
