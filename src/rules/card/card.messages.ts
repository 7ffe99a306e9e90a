import { defineMessages } from '../../core/i18n/messages';

/** English from spec section 5 where it gives the text; the others are ours. */
export const cardMessages = defineMessages({
  en: {
    'card.numberRequired': 'Enter your card number',
    'card.numberInvalid': 'Enter a valid card number',
    'card.brandNotAccepted': 'We accept Visa, Mastercard, American Express and Discover cards.',
    'card.expiryRequired': 'Enter the expiration date',
    'card.expiryInvalid': 'Enter a valid expiration date',
    'card.expired': 'This card has expired. Check the expiration date or use another card.',
    'card.securityCodeRequired': 'Enter your security code',
    'card.securityCodeFormat': 'Invalid format.',
  },
  fr: {
    'card.numberRequired': 'Saisissez votre numéro de carte',
    'card.numberInvalid': 'Saisissez un numéro de carte valide',
    'card.brandNotAccepted':
      'Nous acceptons les cartes Visa, Mastercard, American Express et Discover.',
    'card.expiryRequired': 'Saisissez la date d’expiration',
    'card.expiryInvalid': 'Saisissez une date d’expiration valide',
    'card.expired':
      'Cette carte est expirée. Vérifiez la date d’expiration ou utilisez une autre carte.',
    'card.securityCodeRequired': 'Saisissez votre code de sécurité',
    'card.securityCodeFormat': 'Format non valide.',
  },
  nl: {
    'card.numberRequired': 'Vul uw kaartnummer in',
    'card.numberInvalid': 'Vul een geldig kaartnummer in',
    'card.brandNotAccepted': 'We accepteren Visa, Mastercard, American Express en Discover.',
    'card.expiryRequired': 'Vul de vervaldatum in',
    'card.expiryInvalid': 'Vul een geldige vervaldatum in',
    'card.expired':
      'Deze kaart is verlopen. Controleer de vervaldatum of gebruik een andere kaart.',
    'card.securityCodeRequired': 'Vul uw beveiligingscode in',
    'card.securityCodeFormat': 'Ongeldige notatie.',
  },
  es: {
    'card.numberRequired': 'Introduzca el número de su tarjeta',
    'card.numberInvalid': 'Introduzca un número de tarjeta válido',
    'card.brandNotAccepted': 'Aceptamos tarjetas Visa, Mastercard, American Express y Discover.',
    'card.expiryRequired': 'Introduzca la fecha de caducidad',
    'card.expiryInvalid': 'Introduzca una fecha de caducidad válida',
    'card.expired':
      'Esta tarjeta ha caducado. Compruebe la fecha de caducidad o utilice otra tarjeta.',
    'card.securityCodeRequired': 'Introduzca su código de seguridad',
    'card.securityCodeFormat': 'Formato no válido.',
  },
});

export type CardMessageKey = keyof typeof cardMessages.en;
