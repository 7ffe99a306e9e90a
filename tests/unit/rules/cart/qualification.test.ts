import { describe, expect, it } from 'vitest';
import {
  canBuy,
  type ProductQualificationLevel,
  type QualificationLevel,
} from '../../../../src/rules/cart/qualification';

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
