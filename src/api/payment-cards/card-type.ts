import type { CardBrand } from '../../rules/card/card-brand';

// SAP's CreditCardType codes and our card brands. Apart from the saved cards' schema: an order's
// payment names its card's brand, and an order page needs none of the saved cards' code.

/** SAP's CreditCardType code of each of our brands. */
export const CARD_TYPE_OF_BRAND: Readonly<Record<CardBrand, string>> = {
  visa: 'visa',
  mastercard: 'master',
  amex: 'amex',
  discover: 'discover',
};

/** Our brand of each SAP code we know (SAP also writes Mastercard as `mastercard_eurocard`). */
const BRAND_OF_CARD_TYPE: Readonly<Record<string, CardBrand>> = {
  ...Object.fromEntries(Object.entries(CARD_TYPE_OF_BRAND).map(([brand, code]) => [code, brand])),
  mastercard_eurocard: 'mastercard',
};

export function brandOfCardType(cardType: { code: string; name?: string | undefined } | undefined) {
  const code = cardType?.code ?? '';
  return BRAND_OF_CARD_TYPE[code.toLowerCase()] ?? cardType?.name ?? code;
}
