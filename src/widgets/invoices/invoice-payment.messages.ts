import { defineMessages } from '../../core/i18n/messages';

export const invoicePaymentMessages = defineMessages({
  en: {
    payTitle: 'Pay invoice {number}',
    amountToPay: 'Amount to pay: {amount}',
    cardHolderFirst: 'First name on card',
    cardHolderLast: 'Last name on card',
    payButton: 'Pay {amount}',
    paying: 'Paying…',
    alreadyPaid: 'This invoice is paid. It cannot be paid again.',
    viewConfirmation: 'See the payment confirmation',
    outcomeUnknown:
      'We could not confirm your payment. Please pay again: you will not be charged twice.',
    processingError:
      'Your payment could not be completed. Please try again later or contact Customer Service.',
    payError: 'An error occurred.',
    amountLegend: 'How much would you like to pay?',
    amountFull: 'The full balance ({amount})',
    amountOther: 'Another amount',
    amountField: 'Amount to pay ({currency})',
    amountHint: 'More than zero and up to {balance}',
    amountOverBalance:
      'The balance due has changed since you opened this page. Please check the amount and pay again.',
  },
  fr: {
    payTitle: 'Payer la facture {number}',
    amountToPay: 'Montant à payer : {amount}',
    cardHolderFirst: 'Prénom sur la carte',
    cardHolderLast: 'Nom sur la carte',
    payButton: 'Payer {amount}',
    paying: 'Paiement en cours…',
    alreadyPaid: 'Cette facture est payée. Elle ne peut pas être payée de nouveau.',
    viewConfirmation: 'Voir la confirmation du paiement',
    outcomeUnknown:
      'Nous n’avons pas pu confirmer votre paiement. Veuillez payer de nouveau : vous ne serez pas débité deux fois.',
    processingError:
      'Votre paiement n’a pas pu être effectué. Veuillez réessayer plus tard ou communiquer avec le Service à la clientèle.',
    payError: 'Une erreur s’est produite.',
    amountLegend: 'Combien souhaitez-vous payer?',
    amountFull: 'Le solde complet ({amount})',
    amountOther: 'Un autre montant',
    amountField: 'Montant à payer ({currency})',
    amountHint: 'Supérieur à zéro et jusqu’à {balance}',
    amountOverBalance:
      'Le solde dû a changé depuis l’ouverture de cette page. Veuillez vérifier le montant et payer de nouveau.',
  },
  nl: {
    payTitle: 'Factuur {number} betalen',
    amountToPay: 'Te betalen: {amount}',
    cardHolderFirst: 'Voornaam op kaart',
    cardHolderLast: 'Achternaam op kaart',
    payButton: '{amount} betalen',
    paying: 'Bezig met betalen…',
    alreadyPaid: 'Deze factuur is betaald. Ze kan niet opnieuw worden betaald.',
    viewConfirmation: 'De betalingsbevestiging bekijken',
    outcomeUnknown:
      'We konden uw betaling niet bevestigen. Betaal opnieuw: er wordt niet twee keer afgeschreven.',
    processingError:
      'Uw betaling kon niet worden voltooid. Probeer het later opnieuw of neem contact op met de klantenservice.',
    payError: 'Er is een fout opgetreden.',
    amountLegend: 'Hoeveel wilt u betalen?',
    amountFull: 'Het volledige saldo ({amount})',
    amountOther: 'Een ander bedrag',
    amountField: 'Te betalen bedrag ({currency})',
    amountHint: 'Meer dan nul en ten hoogste {balance}',
    amountOverBalance:
      'Het openstaande saldo is gewijzigd sinds u deze pagina opende. Controleer het bedrag en betaal opnieuw.',
  },
  es: {
    payTitle: 'Pagar la factura {number}',
    amountToPay: 'Importe a pagar: {amount}',
    cardHolderFirst: 'Nombre en la tarjeta',
    cardHolderLast: 'Apellido en la tarjeta',
    payButton: 'Pagar {amount}',
    paying: 'Pagando…',
    alreadyPaid: 'Esta factura está pagada. No se puede volver a pagar.',
    viewConfirmation: 'Ver la confirmación del pago',
    outcomeUnknown:
      'No hemos podido confirmar su pago. Vuelva a pagar: no se le cobrará dos veces.',
    processingError:
      'No se ha podido completar su pago. Inténtelo de nuevo más tarde o póngase en contacto con Atención al cliente.',
    payError: 'Se ha producido un error.',
    amountLegend: '¿Cuánto desea pagar?',
    amountFull: 'El saldo completo ({amount})',
    amountOther: 'Otro importe',
    amountField: 'Importe a pagar ({currency})',
    amountHint: 'Más de cero y hasta {balance}',
    amountOverBalance:
      'El saldo pendiente ha cambiado desde que abrió esta página. Compruebe el importe y vuelva a pagar.',
  },
});

export type InvoicePaymentMessageKey = keyof typeof invoicePaymentMessages.en;
