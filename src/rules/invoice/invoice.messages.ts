import { defineMessages } from '../../core/i18n/messages';

/**
 * The invoice lookup's fields (simplified mode, spec section 6): the invoice number and the
 * second factor, the invoice's billing postal code (ours: the spec gives no text).
 */
export const invoiceFieldMessages = defineMessages({
  en: {
    'invoiceNumber.required': 'Please enter the invoice number',
    'invoiceNumber.invalid': 'Please enter a valid invoice number (for example, {example})',
    'invoicePostalCode.required': 'Please enter the billing postal code',
    'invoicePostalCode.invalid': 'Please enter the postal code as it appears on the invoice',
  },
  fr: {
    'invoiceNumber.required': 'Veuillez saisir le numéro de facture',
    'invoiceNumber.invalid': 'Veuillez saisir un numéro de facture valide (par exemple, {example})',
    'invoicePostalCode.required': 'Veuillez saisir le code postal de facturation',
    'invoicePostalCode.invalid': 'Veuillez saisir le code postal tel qu’il figure sur la facture',
  },
  nl: {
    'invoiceNumber.required': 'Vul het factuurnummer in',
    'invoiceNumber.invalid': 'Vul een geldig factuurnummer in (bijvoorbeeld {example})',
    'invoicePostalCode.required': 'Vul de postcode van het factuuradres in',
    'invoicePostalCode.invalid': 'Vul de postcode in zoals die op de factuur staat',
  },
  es: {
    'invoiceNumber.required': 'Introduzca el número de factura',
    'invoiceNumber.invalid': 'Introduzca un número de factura válido (por ejemplo, {example})',
    'invoicePostalCode.required': 'Introduzca el código postal de facturación',
    'invoicePostalCode.invalid': 'Introduzca el código postal tal como figura en la factura',
  },
});

export type InvoiceFieldMessageKey = keyof typeof invoiceFieldMessages.en;
