import { describe, expect, it } from 'vitest';
import {
  canBuy,
  coversEntries,
  levelNeeded,
  type ProductQualificationLevel,
  type QualificationLevel,
} from './qualification';

describe('canBuy (spec section 6)', () => {
  const table: [QualificationLevel | undefined, ProductQualificationLevel, boolean][] = [
    ['A', 'A', true],
    ['A', 'B', false],
    ['A', 'C', false],
    ['AB', 'A', true],
    ['AB', 'B', true],
    ['AB', 'C', false],
    ['ABC', 'A', true],
    ['ABC', 'B', true],
    ['ABC', 'C', true],
    [undefined, 'A', false],
    [undefined, 'B', false],
    [undefined, 'C', false],
  ];
  it.each(table)('level %s buying a %s product → %s', (user, product, expected) => {
    expect(canBuy(user, product)).toBe(expected);
  });
});

const entries = (...levels: ProductQualificationLevel[]) =>
  levels.map((qualificationLevel) => ({ product: { qualificationLevel } }));

describe('coversEntries: the qualified user of an order (spec section 6)', () => {
  it.each([
    ['A', ['A', 'A'], true],
    ['A', ['A', 'B'], false],
    ['AB', ['A', 'B'], true],
    ['AB', ['B', 'C'], false],
    ['ABC', ['A', 'B', 'C'], true],
    [undefined, ['A'], false],
    ['A', [], true],
  ] as [QualificationLevel | undefined, ProductQualificationLevel[], boolean][])(
    'level %s, entries %j → %s',
    (level, levels, expected) => {
      expect(coversEntries(level, entries(...levels))).toBe(expected);
    },
  );
});

describe('levelNeeded', () => {
  it.each([
    [[], 'A'],
    [['A'], 'A'],
    [['A', 'B'], 'B'],
    [['B', 'C', 'A'], 'C'],
  ] as [ProductQualificationLevel[], ProductQualificationLevel][])(
    '%j → %s',
    (levels, expected) => {
      expect(levelNeeded(entries(...levels))).toBe(expected);
    },
  );
});
