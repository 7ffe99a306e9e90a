import { defineMessages } from '../../core/i18n/messages';

/** Simplified invoice lookup and partial payment (spec section 6); the texts are ours. */
export const invoiceFieldMessages = defineMessages({
  en: {
    'invoiceNumber.required': 'Please enter the invoice number',
    'invoiceNumber.invalid': 'Please enter a valid invoice number (for example, {example})',
    'invoicePostalCode.required': 'Please enter the billing postal code',
    'invoicePostalCode.invalid': 'Please enter the postal code as it appears on the invoice',
    'invoiceAmount.required': 'Please enter the amount to pay',
    'invoiceAmount.invalid': 'Please enter the amount in numbers only (for example, {example})',
    'invoiceAmount.decimals':
      'Please enter the amount with no more than {decimals} decimal places (for example, {example})',
    'invoiceAmount.wholeNumber':
      'Please enter the amount without decimals (for example, {example})',
    'invoiceAmount.positive': 'Please enter an amount of more than zero',
    'invoiceAmount.overBalance': 'The amount can be no more than the balance due of {balance}',
  },
  fr: {
    'invoiceNumber.required': 'Veuillez saisir le numéro de facture',
    'invoiceNumber.invalid': 'Veuillez saisir un numéro de facture valide (par exemple, {example})',
    'invoicePostalCode.required': 'Veuillez saisir le code postal de facturation',
    'invoicePostalCode.invalid': 'Veuillez saisir le code postal tel qu’il figure sur la facture',
    'invoiceAmount.required': 'Veuillez saisir le montant à payer',
    'invoiceAmount.invalid':
      'Veuillez saisir le montant en chiffres seulement (par exemple, {example})',
    'invoiceAmount.decimals':
      'Veuillez saisir le montant avec au plus {decimals} décimales (par exemple, {example})',
    'invoiceAmount.wholeNumber':
      'Veuillez saisir le montant sans décimales (par exemple, {example})',
    'invoiceAmount.positive': 'Veuillez saisir un montant supérieur à zéro',
    'invoiceAmount.overBalance': 'Le montant ne peut pas dépasser le solde dû de {balance}',
  },
  nl: {
    'invoiceNumber.required': 'Vul het factuurnummer in',
    'invoiceNumber.invalid': 'Vul een geldig factuurnummer in (bijvoorbeeld {example})',
    'invoicePostalCode.required': 'Vul de postcode van het factuuradres in',
    'invoicePostalCode.invalid': 'Vul de postcode in zoals die op de factuur staat',
    'invoiceAmount.required': 'Vul het te betalen bedrag in',
    'invoiceAmount.invalid': 'Vul het bedrag alleen in cijfers in (bijvoorbeeld {example})',
    'invoiceAmount.decimals':
      'Vul het bedrag in met niet meer dan {decimals} decimalen (bijvoorbeeld {example})',
    'invoiceAmount.wholeNumber': 'Vul het bedrag in zonder decimalen (bijvoorbeeld {example})',
    'invoiceAmount.positive': 'Vul een bedrag in dat hoger is dan nul',
    'invoiceAmount.overBalance':
      'Het bedrag mag niet hoger zijn dan het openstaande saldo van {balance}',
  },
  es: {
    'invoiceNumber.required': 'Introduzca el número de factura',
    'invoiceNumber.invalid': 'Introduzca un número de factura válido (por ejemplo, {example})',
    'invoicePostalCode.required': 'Introduzca el código postal de facturación',
    'invoicePostalCode.invalid': 'Introduzca el código postal tal como figura en la factura',
    'invoiceAmount.required': 'Introduzca el importe que desea pagar',
    'invoiceAmount.invalid': 'Introduzca el importe solo con números (por ejemplo, {example})',
    'invoiceAmount.decimals':
      'Introduzca el importe con {decimals} decimales como máximo (por ejemplo, {example})',
    'invoiceAmount.wholeNumber': 'Introduzca el importe sin decimales (por ejemplo, {example})',
    'invoiceAmount.positive': 'Introduzca un importe superior a cero',
    'invoiceAmount.overBalance': 'El importe no puede superar el saldo pendiente de {balance}',
  },
});

export type InvoiceFieldMessageKey = keyof typeof invoiceFieldMessages.en;
