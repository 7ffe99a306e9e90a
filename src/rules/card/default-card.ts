// The shopper's default saved card, which checkout offers first. The platform keeps the rule; the
// Payment Cards page follows it between reads (reading the cards again needs a confirmation).
export interface DefaultableCard {
  id: string;
  defaultPayment: boolean;
}

/** Unchanged when no card has that id. */
export function withDefaultCard<C extends DefaultableCard>(
  cards: readonly C[],
  cardId: string,
): C[] {
  if (!cards.some((card) => card.id === cardId)) return [...cards];
  return cards.map((card) => ({ ...card, defaultPayment: card.id === cardId }));
}

/** When it was the default, the first remaining card is. */
export function withoutCard<C extends DefaultableCard>(cards: readonly C[], cardId: string): C[] {
  const gone = cards.find((card) => card.id === cardId);
  const remaining = cards.filter((card) => card.id !== cardId);
  const first = remaining[0];
  return gone?.defaultPayment && first ? withDefaultCard(remaining, first.id) : remaining;
}

/** A first card is the default; a card already there is not added twice. */
export function withAddedCard<C extends DefaultableCard>(cards: readonly C[], added: C): C[] {
  if (cards.some((card) => card.id === added.id)) return [...cards];
  const next = [...cards, added];
  return added.defaultPayment ? withDefaultCard(next, added.id) : next;
}

export function defaultFirst<C extends DefaultableCard>(cards: readonly C[]): C[] {
  return [
    ...cards.filter((card) => card.defaultPayment),
    ...cards.filter((c) => !c.defaultPayment),
  ];
}
