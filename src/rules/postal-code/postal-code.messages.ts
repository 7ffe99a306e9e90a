import { defineMessages } from '../../core/i18n/messages';

/** The spec gives formats but no texts: ours show the expected format with an example. */
export const postalCodeMessages = defineMessages({
  en: {
    'postalCode.required': 'Please enter postal code',
    'postalCode.us': 'Please enter a 5-digit ZIP code (for example, 12345)',
    'postalCode.ca': 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)',
    'postalCode.gb': 'Please enter a valid UK postcode (for example, SW1A 1AA)',
    'postalCode.ie': 'Please enter a valid Eircode (for example, A65 F4E2)',
    'postalCode.jp': 'Please enter a 7-digit postal code (for example, 123-4567)',
    'postalCode.fourDigits': 'Please enter a 4-digit postal code (for example, 1234)',
    'postalCode.fiveDigits': 'Please enter a 5-digit postal code (for example, 12345)',
    'postalCode.sixDigits': 'Please enter a 6-digit postal code (for example, 123456)',
    'postalCode.invalid': 'Please enter a valid postal code',
  },
  fr: {
    'postalCode.required': 'Veuillez saisir le code postal',
    'postalCode.us': 'Veuillez saisir un code ZIP à 5 chiffres (par exemple, 12345)',
    'postalCode.ca': 'Veuillez saisir un code postal au format A1A 1A1 (par exemple, K1A 0B1)',
    'postalCode.gb': 'Veuillez saisir un code postal britannique valide (par exemple, SW1A 1AA)',
    'postalCode.ie': 'Veuillez saisir un Eircode valide (par exemple, A65 F4E2)',
    'postalCode.jp': 'Veuillez saisir un code postal à 7 chiffres (par exemple, 123-4567)',
    'postalCode.fourDigits': 'Veuillez saisir un code postal à 4 chiffres (par exemple, 1234)',
    'postalCode.fiveDigits': 'Veuillez saisir un code postal à 5 chiffres (par exemple, 12345)',
    'postalCode.sixDigits': 'Veuillez saisir un code postal à 6 chiffres (par exemple, 123456)',
    'postalCode.invalid': 'Veuillez saisir un code postal valide',
  },
  nl: {
    'postalCode.required': 'Vul de postcode in',
    'postalCode.us': 'Vul een ZIP-code van 5 cijfers in (bijvoorbeeld 12345)',
    'postalCode.ca': 'Vul een postcode in de vorm A1A 1A1 in (bijvoorbeeld K1A 0B1)',
    'postalCode.gb': 'Vul een geldige Britse postcode in (bijvoorbeeld SW1A 1AA)',
    'postalCode.ie': 'Vul een geldige Eircode in (bijvoorbeeld A65 F4E2)',
    'postalCode.jp': 'Vul een postcode van 7 cijfers in (bijvoorbeeld 123-4567)',
    'postalCode.fourDigits': 'Vul een postcode van 4 cijfers in (bijvoorbeeld 1234)',
    'postalCode.fiveDigits': 'Vul een postcode van 5 cijfers in (bijvoorbeeld 12345)',
    'postalCode.sixDigits': 'Vul een postcode van 6 cijfers in (bijvoorbeeld 123456)',
    'postalCode.invalid': 'Vul een geldige postcode in',
  },
  es: {
    'postalCode.required': 'Introduzca el código postal',
    'postalCode.us': 'Introduzca un código ZIP de 5 dígitos (por ejemplo, 12345)',
    'postalCode.ca': 'Introduzca un código postal con el formato A1A 1A1 (por ejemplo, K1A 0B1)',
    'postalCode.gb': 'Introduzca un código postal británico válido (por ejemplo, SW1A 1AA)',
    'postalCode.ie': 'Introduzca un Eircode válido (por ejemplo, A65 F4E2)',
    'postalCode.jp': 'Introduzca un código postal de 7 dígitos (por ejemplo, 123-4567)',
    'postalCode.fourDigits': 'Introduzca un código postal de 4 dígitos (por ejemplo, 1234)',
    'postalCode.fiveDigits': 'Introduzca un código postal de 5 dígitos (por ejemplo, 12345)',
    'postalCode.sixDigits': 'Introduzca un código postal de 6 dígitos (por ejemplo, 123456)',
    'postalCode.invalid': 'Introduzca un código postal válido',
  },
});

export type PostalCodeMessageKey = keyof typeof postalCodeMessages.en;
