import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { cardBrandOf, securityCodeLength } from './card-brand';
import { checkCardNumber, passesLuhn } from './card-number';
import { cardMessages } from './card.messages';
import { securityCodeProblem } from './security-code';

const en = translator(cardMessages, 'en');

function problem(typed: string): string | undefined {
  const check = checkCardNumber(typed);
  return check.ok ? undefined : en(check.message);
}

describe('card number (spec section 5)', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4000-0000-0000-0002', 'visa'],
    ['4222222222222', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3714 496353 98431', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['6445 6445 6445 6445', 'discover'],
  ])('accepts %j as %s', (typed, brand) => {
    expect(checkCardNumber(typed)).toEqual({
      ok: true,
      digits: typed.replace(/\D/g, ''),
      brand,
      last4: typed.replace(/\D/g, '').slice(-4),
    });
  });

  it.each(['', '   '])('is required (%j)', (typed) => {
    expect(problem(typed)).toBe('Enter your card number');
  });

  it.each([
    ['4242 4242 4242 4241', 'wrong check digit'],
    ['4242 4242 4242', 'too short'],
    ['3782 822463 100051', 'Amex is 15 digits'],
    ['4242-4242-4242-424x', 'a letter'],
    ['0000 0000 0000 0000', 'no brand and not a card'],
  ])('refuses %j (%s)', (typed) => {
    expect(problem(typed)).toBe('Enter a valid card number');
  });

  it('tells the holder of another network’s card which brands we take', () => {
    // JCB's test number: Luhn-valid, but not a brand we take.
    expect(problem('3530 1113 3330 0000')).toBe(
      'We accept Visa, Mastercard, American Express and Discover cards.',
    );
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('detects the brand while the number is being typed', () => {
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('37')).toBe('amex');
    expect(cardBrandOf('2720')).toBe('mastercard');
    expect(cardBrandOf('2721')).toBeUndefined();
    expect(cardBrandOf('622126')).toBe('discover');
    expect(cardBrandOf('622925')).toBe('discover');
    expect(cardBrandOf('622926')).toBeUndefined();
    expect(cardBrandOf('')).toBeUndefined();
  });
});

describe('security code (spec section 5, word for word)', () => {
  it('is 4 digits for American Express and 3 otherwise', () => {
    expect(securityCodeLength('amex')).toBe(4);
    for (const brand of ['visa', 'mastercard', 'discover', undefined] as const)
      expect(securityCodeLength(brand)).toBe(3);
  });

  it.each([
    ['123', 'visa', undefined],
    [' 123 ', 'mastercard', undefined],
    ['1234', 'amex', undefined],
    ['', 'visa', 'Enter your security code'],
    ['  ', 'amex', 'Enter your security code'],
    ['1234', 'visa', 'Invalid format.'],
    ['123', 'amex', 'Invalid format.'],
    ['12a', 'discover', 'Invalid format.'],
    ['12', undefined, 'Invalid format.'],
  ] as const)('%j for %s', (code, brand, message) => {
    const key = securityCodeProblem(code, brand);
    expect(key && en(key)).toBe(message);
  });
});
