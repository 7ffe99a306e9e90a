// Card brands by IIN prefix and their lengths. Pure: the payment provider's iframe runs it.
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

interface BrandRule {
  brand: CardBrand;
  /** Inclusive [low, high] of the first digits, as many as low has. */
  prefixes: readonly (readonly [number, number])[];
  lengths: readonly number[];
  securityCodeLength: number;
}

const BRANDS: readonly BrandRule[] = [
  { brand: 'visa', prefixes: [[4, 4]], lengths: [13, 16, 19], securityCodeLength: 3 },
  {
    brand: 'mastercard',
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    lengths: [16],
    securityCodeLength: 3,
  },
  {
    brand: 'amex',
    prefixes: [
      [34, 34],
      [37, 37],
    ],
    lengths: [15],
    securityCodeLength: 4,
  },
  {
    brand: 'discover',
    prefixes: [
      [6011, 6011],
      [644, 649],
      [65, 65],
      [622126, 622925],
    ],
    lengths: [16, 17, 18, 19],
    securityCodeLength: 3,
  },
];

function ruleOf(digits: string): BrandRule | undefined {
  return BRANDS.find((rule) =>
    rule.prefixes.some(([low, high]) => {
      const width = String(low).length;
      if (digits.length < width) return false;
      const prefix = Number(digits.slice(0, width));
      return prefix >= low && prefix <= high;
    }),
  );
}

/** Digits only, complete or partly typed. */
export function cardBrandOf(digits: string): CardBrand | undefined {
  return ruleOf(digits)?.brand;
}

export function cardNumberLengths(brand: CardBrand): readonly number[] {
  return BRANDS.find((rule) => rule.brand === brand)?.lengths ?? [];
}

/** Spec section 5; an unknown brand gets the usual length. */
export function securityCodeLength(brand: CardBrand | undefined): number {
  return BRANDS.find((rule) => rule.brand === brand)?.securityCodeLength ?? 3;
}

/** Trademarks, the same in every language. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The platform's name for a brand we do not know. */
export function cardBrandName(brand: string): string {
  return Object.hasOwn(CARD_BRAND_NAMES, brand) ? CARD_BRAND_NAMES[brand as CardBrand] : brand;
}
