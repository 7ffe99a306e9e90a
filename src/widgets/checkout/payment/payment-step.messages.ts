import { defineMessages } from '../../../core/i18n/messages';

/**
 * The payment step's texts. The banners of spec section 8 for this part are word for
 * word where the spec quotes them ('Please check your payment details…', 'Error during place
 * order.', 'An error occurred.'); the others complete what the spec describes.
 */
export const paymentStepMessages = defineMessages({
  en: {
    title: 'Payment',
    method: 'How would you like to pay?',
    methodCard: 'Credit or debit card',
    savedCard: '{brand} ending in {last4}',
    savedCardExpires: 'Expires {month}/{year}',
    securityCodeFor: 'Security code of your {brand} ending in {last4}',
    methodPo: 'Purchase order',
    poPersonal: 'Purchase orders are for organizational accounts.',
    poNoPreviousOrder: "Purchase orders are available after your organization's first order.",
    poNumber: 'Purchase order number',
    methodBank: 'Bank transfer',
    bankText:
      'We email our bank details with your order confirmation. Your order ships when your payment arrives.',
    cardHolderFirst: 'First name on card',
    cardHolderLast: 'Last name on card',
    saveCard: 'Save this card for future orders',
    billingTitle: "Card's billing address",
    billingOrder: "Same as the order's billing address",
    billingAccount: "The account's address",
    billingNew: 'A new address',
    useAddress: 'Use this address',
    orderTotal: 'Order total: {total}',
    placeOrder: 'Place order',
    placing: 'Placing your order…',
    captchaRequired: 'Please confirm that you are not a robot.',
    captchaFailed: 'The security check has expired. Please confirm again that you are not a robot.',
    methodRequired: 'Please choose how to pay.',
    savedCardCheck:
      'Please check the details of your saved card, such as its security code, and try again.',
    orderNotCompleted:
      'Your order could not be completed. Please try again later or contact Customer Service.',
    placeOrderError: 'Error during place order.',
    genericError: 'An error occurred.',
    quoteExpired: 'This quote has expired, so it can no longer be ordered.',
  },
  fr: {
    title: 'Paiement',
    method: 'Comment souhaitez-vous payer?',
    methodCard: 'Carte de crédit ou de débit',
    savedCard: '{brand} se terminant par {last4}',
    savedCardExpires: 'Expire le {month}/{year}',
    securityCodeFor: 'Code de sécurité de votre {brand} se terminant par {last4}',
    methodPo: 'Bon de commande',
    poPersonal: 'Les bons de commande sont réservés aux comptes d’organisation.',
    poNoPreviousOrder:
      'Les bons de commande sont offerts après la première commande de votre organisation.',
    poNumber: 'Numéro de bon de commande',
    methodBank: 'Virement bancaire',
    bankText:
      'Nous vous envoyons nos coordonnées bancaires avec la confirmation de commande. Votre commande est expédiée à la réception du paiement.',
    cardHolderFirst: 'Prénom sur la carte',
    cardHolderLast: 'Nom sur la carte',
    saveCard: 'Enregistrer cette carte pour mes prochaines commandes',
    billingTitle: 'Adresse de facturation de la carte',
    billingOrder: 'Identique à l’adresse de facturation de la commande',
    billingAccount: 'L’adresse du compte',
    billingNew: 'Une nouvelle adresse',
    useAddress: 'Utiliser cette adresse',
    orderTotal: 'Total de la commande : {total}',
    placeOrder: 'Passer la commande',
    placing: 'Envoi de votre commande…',
    captchaRequired: 'Veuillez confirmer que vous n’êtes pas un robot.',
    captchaFailed:
      'La vérification de sécurité a expiré. Veuillez confirmer de nouveau que vous n’êtes pas un robot.',
    methodRequired: 'Veuillez choisir un mode de paiement.',
    savedCardCheck:
      'Veuillez vérifier les renseignements de votre carte enregistrée, comme son code de sécurité, et réessayer.',
    orderNotCompleted:
      'Votre commande n’a pas pu être finalisée. Veuillez réessayer plus tard ou communiquer avec le Service à la clientèle.',
    placeOrderError: 'Erreur lors de l’envoi de la commande.',
    genericError: 'Une erreur s’est produite.',
    quoteExpired: 'Ce devis a expiré : il ne peut plus être commandé.',
  },
  nl: {
    title: 'Betaling',
    method: 'Hoe wilt u betalen?',
    methodCard: 'Creditcard of betaalkaart',
    savedCard: '{brand} eindigend op {last4}',
    savedCardExpires: 'Verloopt {month}/{year}',
    securityCodeFor: 'Beveiligingscode van uw {brand} eindigend op {last4}',
    methodPo: 'Inkooporder',
    poPersonal: 'Inkooporders zijn voor organisatieaccounts.',
    poNoPreviousOrder: 'Inkooporders zijn beschikbaar na de eerste bestelling van uw organisatie.',
    poNumber: 'Inkoopordernummer',
    methodBank: 'Bankoverschrijving',
    bankText:
      'We mailen onze bankgegevens met uw orderbevestiging. Uw bestelling wordt verzonden zodra uw betaling binnen is.',
    cardHolderFirst: 'Voornaam op de kaart',
    cardHolderLast: 'Achternaam op de kaart',
    saveCard: 'Deze kaart bewaren voor volgende bestellingen',
    billingTitle: 'Factuuradres van de kaart',
    billingOrder: 'Zelfde als het factuuradres van de bestelling',
    billingAccount: 'Het adres van het account',
    billingNew: 'Een nieuw adres',
    useAddress: 'Dit adres gebruiken',
    orderTotal: 'Totaal van de bestelling: {total}',
    placeOrder: 'Bestelling plaatsen',
    placing: 'Uw bestelling wordt geplaatst…',
    captchaRequired: 'Bevestig dat u geen robot bent.',
    captchaFailed: 'De beveiligingscontrole is verlopen. Bevestig opnieuw dat u geen robot bent.',
    methodRequired: 'Kies hoe u wilt betalen.',
    savedCardCheck:
      'Controleer de gegevens van uw bewaarde kaart, zoals de beveiligingscode, en probeer het opnieuw.',
    orderNotCompleted:
      'Uw bestelling kon niet worden afgerond. Probeer het later opnieuw of neem contact op met de klantenservice.',
    placeOrderError: 'Fout bij het plaatsen van de bestelling.',
    genericError: 'Er is een fout opgetreden.',
    quoteExpired: 'Deze offerte is verlopen en kan niet meer worden besteld.',
  },
  es: {
    title: 'Pago',
    method: '¿Cómo desea pagar?',
    methodCard: 'Tarjeta de crédito o débito',
    savedCard: '{brand} terminada en {last4}',
    savedCardExpires: 'Caduca el {month}/{year}',
    securityCodeFor: 'Código de seguridad de su {brand} terminada en {last4}',
    methodPo: 'Orden de compra',
    poPersonal: 'Las órdenes de compra son para cuentas de organización.',
    poNoPreviousOrder:
      'Las órdenes de compra están disponibles después del primer pedido de su organización.',
    poNumber: 'Número de orden de compra',
    methodBank: 'Transferencia bancaria',
    bankText:
      'Le enviamos nuestros datos bancarios con la confirmación del pedido. Su pedido se envía cuando recibimos el pago.',
    cardHolderFirst: 'Nombre en la tarjeta',
    cardHolderLast: 'Apellidos en la tarjeta',
    saveCard: 'Guardar esta tarjeta para próximos pedidos',
    billingTitle: 'Dirección de facturación de la tarjeta',
    billingOrder: 'La misma que la dirección de facturación del pedido',
    billingAccount: 'La dirección de la cuenta',
    billingNew: 'Una dirección nueva',
    useAddress: 'Usar esta dirección',
    orderTotal: 'Total del pedido: {total}',
    placeOrder: 'Realizar pedido',
    placing: 'Realizando su pedido…',
    captchaRequired: 'Confirme que no es un robot.',
    captchaFailed:
      'La comprobación de seguridad ha caducado. Confirme de nuevo que no es un robot.',
    methodRequired: 'Elija cómo desea pagar.',
    savedCardCheck:
      'Compruebe los datos de su tarjeta guardada, como el código de seguridad, e inténtelo de nuevo.',
    orderNotCompleted:
      'No se ha podido completar su pedido. Inténtelo de nuevo más tarde o póngase en contacto con Atención al cliente.',
    placeOrderError: 'Error al realizar el pedido.',
    genericError: 'Se ha producido un error.',
    quoteExpired: 'Este presupuesto ha caducado y ya no se puede pedir.',
  },
});

export type PaymentStepMessageKey = keyof typeof paymentStepMessages.en;
