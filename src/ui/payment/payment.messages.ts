import { defineMessages } from '../../core/i18n/messages';

/**
 * The card fields' texts on the store's side (the rule messages are src/rules/card's).
 * `payment.sanctions` is word for word the checkout's (a test keeps the two the same).
 */
export const paymentMessages = defineMessages({
  en: {
    /** A label before its value (French puts a space before the colon). */
    'payment.labelled': '{label}:',
    'payment.cardHolder': 'Name on card',
    'payment.billingAddress': 'Billing address',
    'payment.cardNumber': 'Card number',
    'payment.expiry': 'Expiration date (MM/YY)',
    'payment.securityCode': 'Security code',
    'payment.captcha': 'Security check',
    'payment.unavailable':
      'Card payments are not available right now. Choose another payment method or try again later.',
    'payment.captchaUnavailable': 'The security check is not available right now. Try again later.',
    'payment.captchaNotLoaded': 'The security check could not be loaded.',
    'payment.cardFieldsNotLoaded': 'The card fields could not be loaded.',
    'payment.tryAgain': 'Try again',
    'payment.declined':
      'Please check your payment details are correct or provide a different payment method.',
    'payment.sanctions':
      'Your order was declined after a sanctions check. You have not been charged.',
  },
  fr: {
    /** A label before its value (French puts a space before the colon). */
    'payment.labelled': '{label} :',
    'payment.cardHolder': 'Nom sur la carte',
    'payment.billingAddress': 'Adresse de facturation',
    'payment.cardNumber': 'Numéro de carte',
    'payment.expiry': 'Date d’expiration (MM/AA)',
    'payment.securityCode': 'Code de sécurité',
    'payment.captcha': 'Vérification de sécurité',
    'payment.unavailable':
      'Le paiement par carte n’est pas disponible pour le moment. Choisissez un autre mode de paiement ou réessayez plus tard.',
    'payment.captchaUnavailable':
      'La vérification de sécurité n’est pas disponible pour le moment. Réessayez plus tard.',
    'payment.captchaNotLoaded': 'La vérification de sécurité n’a pas pu être chargée.',
    'payment.cardFieldsNotLoaded': 'Les champs de la carte n’ont pas pu être chargés.',
    'payment.tryAgain': 'Réessayer',
    'payment.declined':
      'Veuillez vérifier que vos informations de paiement sont exactes ou choisir un autre mode de paiement.',
    'payment.sanctions':
      'Votre commande a été refusée à la suite d’une vérification des sanctions. Aucun montant ne vous a été facturé.',
  },
  nl: {
    'payment.labelled': '{label}:',
    'payment.cardHolder': 'Naam op de kaart',
    'payment.billingAddress': 'Factuuradres',
    'payment.cardNumber': 'Kaartnummer',
    'payment.expiry': 'Vervaldatum (MM/JJ)',
    'payment.securityCode': 'Beveiligingscode',
    'payment.captcha': 'Beveiligingscontrole',
    'payment.unavailable':
      'Betalen met een kaart is op dit moment niet mogelijk. Kies een andere betaalmethode of probeer het later opnieuw.',
    'payment.captchaUnavailable':
      'De beveiligingscontrole is op dit moment niet beschikbaar. Probeer het later opnieuw.',
    'payment.captchaNotLoaded': 'De beveiligingscontrole kon niet worden geladen.',
    'payment.cardFieldsNotLoaded': 'De kaartvelden konden niet worden geladen.',
    'payment.tryAgain': 'Opnieuw proberen',
    'payment.declined':
      'Controleer of uw betaalgegevens juist zijn of kies een andere betaalmethode.',
    'payment.sanctions':
      'Uw bestelling is geweigerd na een sanctiecontrole. Er is niets in rekening gebracht.',
  },
  es: {
    'payment.labelled': '{label}:',
    'payment.cardHolder': 'Nombre en la tarjeta',
    'payment.billingAddress': 'Dirección de facturación',
    'payment.cardNumber': 'Número de tarjeta',
    'payment.expiry': 'Fecha de caducidad (MM/AA)',
    'payment.securityCode': 'Código de seguridad',
    'payment.captcha': 'Comprobación de seguridad',
    'payment.unavailable':
      'Los pagos con tarjeta no están disponibles en este momento. Elija otro método de pago o inténtelo más tarde.',
    'payment.captchaUnavailable':
      'La comprobación de seguridad no está disponible en este momento. Inténtelo más tarde.',
    'payment.captchaNotLoaded': 'No se ha podido cargar la comprobación de seguridad.',
    'payment.cardFieldsNotLoaded': 'No se han podido cargar los campos de la tarjeta.',
    'payment.tryAgain': 'Reintentar',
    'payment.declined':
      'Compruebe que sus datos de pago son correctos o elija otro método de pago.',
    'payment.sanctions':
      'Su pedido ha sido rechazado tras una comprobación de sanciones. No se le ha cobrado nada.',
  },
});

export type PaymentMessageKey = keyof typeof paymentMessages.en;
