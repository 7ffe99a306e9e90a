import { describe, expect, it } from 'vitest';
import { caretAfterDigits, fieldProblem, formatField } from './field-input';

// The provider's fields as the shopper types (src/mocks/payment/field-input.ts).
const TODAY = '2026-11-23';

describe('formatting as the shopper types', () => {
  it.each([
    ['number', '4242424242424242', '4242 4242 4242 4242'],
    ['number', '4242-4242 42', '4242 4242 42'],
    ['number', '378282246310005', '3782 822463 10005'],
    ['number', '42424242424242424242', '4242 4242 4242 4242 424'],
    ['expiry', '1230', '12/30'],
    ['expiry', '12', '12'],
    ['expiry', '12/3', '12/3'],
    ['expiry', '1/2/345', '12/34'],
    ['cvc', '1a2b3', '123'],
    ['cvc', '123456', '1234'],
  ] as const)('%s: %s reads %s', (field, typed, shown) => {
    expect(formatField(field, typed)).toBe(shown);
  });

  it('keeps the caret after the same digits', () => {
    expect(caretAfterDigits('4242 4242 4', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242 4', 4)).toBe(4);
    expect(caretAfterDigits('12/3', 3)).toBe(4);
    expect(caretAfterDigits('12/3', 0)).toBe(0);
  });
});

describe('the card rules in the fields', () => {
  it.each([
    ['number', '', undefined, 'card.numberRequired'],
    ['number', '4242 4242 4242 4241', undefined, 'card.numberInvalid'],
    ['number', '4242 4242 4242 4242', undefined, undefined],
    ['expiry', '', undefined, 'card.expiryRequired'],
    ['expiry', '12', undefined, 'card.expiryInvalid'],
    ['expiry', '13/30', undefined, 'card.expiryInvalid'],
    ['expiry', '10/26', undefined, 'card.expired'],
    ['expiry', '11/26', undefined, undefined],
    ['cvc', '', 'visa', 'card.securityCodeRequired'],
    ['cvc', '1234', 'visa', 'card.securityCodeFormat'],
    ['cvc', '123', 'amex', 'card.securityCodeFormat'],
    ['cvc', '1234', 'amex', undefined],
    ['cvc', '123', undefined, undefined],
  ] as const)('%s %j (brand %s): %s', (field, text, brand, problem) => {
    expect(fieldProblem(field, text, brand, TODAY)).toBe(problem);
  });
});
