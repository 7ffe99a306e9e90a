import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity-check';

describe('checkQuantity (cart quantity positive and not empty; per-item min and max)', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['007', 7],
    [3, 3],
  ] as const)('%j is fine', (value, quantity) => {
    expect(checkQuantity(value)).toEqual({ ok: true, quantity });
  });

  it.each(['', '   ', Number.NaN])('%j is required', (value) => {
    expect(checkQuantity(value)).toMatchObject({ ok: false, error: 'quantityRequired' });
  });

  it.each(['0', '-1', '+1', '1.5', '1.0', '1e2', '0x10', 'two', 0, -3, 2.5, 2 ** 53])(
    '%j is not a positive whole number',
    (value) => {
      expect(checkQuantity(value)).toMatchObject({ ok: false, error: 'quantityNotPositive' });
    },
  );

  it('per-item minimum and maximum', () => {
    const limits = { minOrderQuantity: 5, maxOrderQuantity: 10 };
    expect(checkQuantity('4', limits)).toEqual({
      ok: false,
      error: 'belowMinimum',
      message: { key: 'quantity.belowMinimum', params: { min: 5 } },
    });
    expect(checkQuantity('5', limits)).toEqual({ ok: true, quantity: 5 });
    expect(checkQuantity('10', limits)).toEqual({ ok: true, quantity: 10 });
    expect(checkQuantity('11', limits)).toEqual({
      ok: false,
      error: 'aboveMaximum',
      message: { key: 'quantity.aboveMaximum', params: { max: 10 } },
    });
  });
});
