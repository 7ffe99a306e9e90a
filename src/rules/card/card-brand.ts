/**
 * Card brands by their number's prefix (IIN ranges as the networks publish them) and the lengths
 * each brand issues. Pure data and functions: the payment provider's iframe runs them.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

interface BrandRule {
  brand: CardBrand;
  /** Inclusive ranges of the number's first digits: [low, high] with as many digits as low. */
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

/** The brand a card number (digits only, complete or partly typed) belongs to, if any we take. */
export function cardBrandOf(digits: string): CardBrand | undefined {
  return ruleOf(digits)?.brand;
}

/** The lengths a brand's numbers have. */
export function cardNumberLengths(brand: CardBrand): readonly number[] {
  return BRANDS.find((rule) => rule.brand === brand)?.lengths ?? [];
}

/** Spec section 5: 4 digits for American Express, 3 for the others (and an unknown brand). */
export function securityCodeLength(brand: CardBrand | undefined): number {
  return BRANDS.find((rule) => rule.brand === brand)?.securityCodeLength ?? 3;
}

/** The networks' own names: trademarks, written the same in every language. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A brand's printed name: the network's for ours, else the name the platform gave it. */
export function cardBrandName(brand: string): string {
  return Object.hasOwn(CARD_BRAND_NAMES, brand) ? CARD_BRAND_NAMES[brand as CardBrand] : brand;
}
