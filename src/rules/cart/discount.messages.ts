import { defineMessages } from '../../core/i18n/messages';

/**
 * The totals' discount texts (spec section 4), apart from the cart's rule texts: an order's or a
 * quote's totals show them, and their pages need none of the cart's other texts.
 */
export const discountMessages = defineMessages({
  en: {
    generic: 'Discounts',
    uapLimitReached:
      'You have reached your UAP discount limit. Further items are charged at the standard price.',
  },
  fr: {
    generic: 'Rabais',
    uapLimitReached:
      'Vous avez atteint la limite de votre rabais UAP. Les articles supplémentaires sont facturés au prix courant.',
  },
  nl: {
    generic: 'Kortingen',
    uapLimitReached:
      'U hebt de limiet van uw UAP-korting bereikt. Extra artikelen worden tegen de standaardprijs berekend.',
  },
  es: {
    generic: 'Descuentos',
    uapLimitReached:
      'Ha alcanzado el límite de su descuento UAP. Los artículos adicionales se cobran al precio estándar.',
  },
});

export type DiscountMessageKey = keyof typeof discountMessages.en;
