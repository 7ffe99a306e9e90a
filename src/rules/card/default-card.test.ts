import { describe, expect, it } from 'vitest';
import { defaultFirst, withAddedCard, withDefaultCard, withoutCard } from './default-card';

// The default saved card (issue 12): one default, the first remaining after the default is deleted.
const cards = [
  { id: 'a', defaultPayment: true },
  { id: 'b', defaultPayment: false },
  { id: 'c', defaultPayment: false },
];
const defaults = (list: readonly { id: string; defaultPayment: boolean }[]) =>
  list.filter((card) => card.defaultPayment).map((card) => card.id);

describe('default card', () => {
  it('sets one default, and ignores an unknown card', () => {
    expect(defaults(withDefaultCard(cards, 'c'))).toEqual(['c']);
    expect(withDefaultCard(cards, 'zz')).toEqual(cards);
    expect(withDefaultCard([], 'a')).toEqual([]);
  });

  it('deleting the default makes the first remaining card the default; another leaves it', () => {
    expect(withoutCard(cards, 'a')).toEqual([
      { id: 'b', defaultPayment: true },
      { id: 'c', defaultPayment: false },
    ]);
    expect(defaults(withoutCard(cards, 'b'))).toEqual(['a']);
    expect(withoutCard([{ id: 'a', defaultPayment: true }], 'a')).toEqual([]);
    // Deleted twice: the second changes nothing.
    const once = withoutCard(cards, 'a');
    expect(withoutCard(once, 'a')).toEqual(once);
  });

  it('adds a card once; a default one takes over', () => {
    expect(withAddedCard(cards, { id: 'd', defaultPayment: false }).map((c) => c.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(withAddedCard(cards, { id: 'b', defaultPayment: false })).toEqual(cards);
    expect(defaults(withAddedCard([], { id: 'd', defaultPayment: true }))).toEqual(['d']);
    expect(defaults(withAddedCard(cards, { id: 'd', defaultPayment: true }))).toEqual(['d']);
  });

  it('orders the default first for the checkout', () => {
    expect(defaultFirst(withDefaultCard(cards, 'c')).map((card) => card.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
});
