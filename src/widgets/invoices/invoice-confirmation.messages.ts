import { defineMessages } from '../../core/i18n/messages';

export const invoiceConfirmationMessages = defineMessages({
  en: {
    confirmationTitle: 'Thank you for your payment',
    confirmationText: 'Invoice {number} is paid: {amount} by card ending in {last4} on {date}.',
    reference: 'Payment reference: {reference}',
    notPaid: 'Invoice {number} has not been paid yet.',
    payNow: 'Pay this invoice',
    partConfirmationText:
      'You paid {amount} toward invoice {number} by card ending in {last4} on {date}.',
    remaining: 'Balance remaining: {balance}',
    payRest: 'Pay the remaining balance',
  },
  fr: {
    confirmationTitle: 'Merci pour votre paiement',
    confirmationText:
      'La facture {number} est payée : {amount} par la carte se terminant par {last4} le {date}.',
    reference: 'Référence du paiement : {reference}',
    notPaid: 'La facture {number} n’est pas encore payée.',
    payNow: 'Payer cette facture',
    partConfirmationText:
      'Vous avez payé {amount} sur la facture {number} par la carte se terminant par {last4} le {date}.',
    remaining: 'Solde restant : {balance}',
    payRest: 'Payer le solde restant',
  },
  nl: {
    confirmationTitle: 'Bedankt voor uw betaling',
    confirmationText:
      'Factuur {number} is betaald: {amount} met de kaart eindigend op {last4} op {date}.',
    reference: 'Betalingskenmerk: {reference}',
    notPaid: 'Factuur {number} is nog niet betaald.',
    payNow: 'Deze factuur betalen',
    partConfirmationText:
      'U hebt {amount} betaald op factuur {number} met de kaart eindigend op {last4} op {date}.',
    remaining: 'Resterend saldo: {balance}',
    payRest: 'Het resterende saldo betalen',
  },
  es: {
    confirmationTitle: 'Gracias por su pago',
    confirmationText:
      'La factura {number} está pagada: {amount} con la tarjeta terminada en {last4} el {date}.',
    reference: 'Referencia del pago: {reference}',
    notPaid: 'La factura {number} aún no está pagada.',
    payNow: 'Pagar esta factura',
    partConfirmationText:
      'Ha pagado {amount} de la factura {number} con la tarjeta terminada en {last4} el {date}.',
    remaining: 'Saldo restante: {balance}',
    payRest: 'Pagar el saldo restante',
  },
});

export type InvoiceConfirmationMessageKey = keyof typeof invoiceConfirmationMessages.en;
