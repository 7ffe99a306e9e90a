import { defineMessages } from '../../core/i18n/messages';

/** Every text <store-product-field> shows of its own; the product's come from the platform. */
export const productFieldMessages = defineMessages({
  en: {
    'availability.inStock': 'In stock',
    'availability.lowStock': 'Low stock',
    'availability.outOfStock': 'Out of stock',
    'availability.notOnline': 'Not available online',
  },
  fr: {
    'availability.inStock': 'En stock',
    'availability.lowStock': 'Stock faible',
    'availability.outOfStock': 'En rupture de stock',
    'availability.notOnline': 'Non disponible en ligne',
  },
  nl: {
    'availability.inStock': 'Op voorraad',
    'availability.lowStock': 'Beperkte voorraad',
    'availability.outOfStock': 'Niet op voorraad',
    'availability.notOnline': 'Niet online verkrijgbaar',
  },
  es: {
    'availability.inStock': 'En stock',
    'availability.lowStock': 'Pocas existencias',
    'availability.outOfStock': 'Agotado',
    'availability.notOnline': 'No disponible en línea',
  },
});
