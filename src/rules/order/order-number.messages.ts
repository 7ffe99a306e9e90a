import { defineMessages } from '../../core/i18n/messages';

/** The order number field of the order status lookup (ours: the spec gives no text). */
export const orderNumberMessages = defineMessages({
  en: {
    'orderNumber.required': 'Please enter your order number',
    'orderNumber.invalid': 'Please enter a valid order number (for example, {example})',
  },
  fr: {
    'orderNumber.required': 'Veuillez saisir votre numéro de commande',
    'orderNumber.invalid': 'Veuillez saisir un numéro de commande valide (par exemple, {example})',
  },
  nl: {
    'orderNumber.required': 'Vul uw bestelnummer in',
    'orderNumber.invalid': 'Vul een geldig bestelnummer in (bijvoorbeeld {example})',
  },
  es: {
    'orderNumber.required': 'Introduzca su número de pedido',
    'orderNumber.invalid': 'Introduzca un número de pedido válido (por ejemplo, {example})',
  },
});

export type OrderNumberMessageKey = keyof typeof orderNumberMessages.en;
