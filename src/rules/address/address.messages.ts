import { defineMessages, type Params } from '../../core/i18n/messages';
import { CITY_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, STREET_MAX_LENGTH } from './address.limits';

/** The spec gives the rules, not the texts: these are ours. */
export const addressMessages = defineMessages({
  en: {
    'address.companyTooLong': 'Organization can be no more than {companyMax} characters.',
    'address.countryRequired': 'Please select country',
    'address.regionRequired': 'Please select state/region',
    'address.townRequired': 'Please enter town/city',
    'address.townTooLong': 'Town/city can be no more than {cityMax} characters.',
    'address.line1Required': 'Please enter street address',
    'address.line1TooLong': 'Street address can be no more than {streetMax} characters.',
    'address.lineTooLong': 'This address line can be no more than {streetMax} characters.',
    'address.invalidCharacters':
      'Please use only letters a-z, numbers 0-9, spaces and punctuation.',
    'address.line1IncludesName':
      'Street address must not include your name or organization. Please enter them in their own fields.',
    'address.poBox': 'We cannot ship to P.O. boxes. Please enter a street address.',
  },
  fr: {
    'address.companyTooLong': 'L’organisation ne peut pas dépasser {companyMax} caractères.',
    'address.countryRequired': 'Veuillez sélectionner le pays',
    'address.regionRequired': 'Veuillez sélectionner l’État, la province ou la région',
    'address.townRequired': 'Veuillez saisir la ville',
    'address.townTooLong': 'La ville ne peut pas dépasser {cityMax} caractères.',
    'address.line1Required': 'Veuillez saisir l’adresse municipale',
    'address.line1TooLong': 'L’adresse municipale ne peut pas dépasser {streetMax} caractères.',
    'address.lineTooLong': 'Cette ligne d’adresse ne peut pas dépasser {streetMax} caractères.',
    'address.invalidCharacters':
      'Veuillez utiliser uniquement des lettres a-z, des chiffres 0-9, des espaces et des signes de ponctuation.',
    'address.line1IncludesName':
      'L’adresse municipale ne doit pas contenir votre nom ni celui de votre organisation. Veuillez les saisir dans leurs propres champs.',
    'address.poBox':
      'Nous ne pouvons pas livrer à une case postale. Veuillez saisir une adresse municipale.',
  },
  nl: {
    'address.companyTooLong': 'De organisatie mag niet langer zijn dan {companyMax} tekens.',
    'address.countryRequired': 'Selecteer een land',
    'address.regionRequired': 'Selecteer een staat/regio',
    'address.townRequired': 'Vul de plaats in',
    'address.townTooLong': 'De plaats mag niet langer zijn dan {cityMax} tekens.',
    'address.line1Required': 'Vul het adres (straat en huisnummer) in',
    'address.line1TooLong': 'Het adres mag niet langer zijn dan {streetMax} tekens.',
    'address.lineTooLong': 'Deze adresregel mag niet langer zijn dan {streetMax} tekens.',
    'address.invalidCharacters':
      'Gebruik alleen de letters a-z, de cijfers 0-9, spaties en leestekens.',
    'address.line1IncludesName':
      'Het adres mag uw naam of organisatie niet bevatten. Vul die in hun eigen velden in.',
    'address.poBox': 'We kunnen niet naar een postbus verzenden. Vul een straatadres in.',
  },
  es: {
    'address.companyTooLong': 'La organización no puede superar los {companyMax} caracteres.',
    'address.countryRequired': 'Seleccione el país',
    'address.regionRequired': 'Seleccione el estado/la región',
    'address.townRequired': 'Introduzca la localidad/ciudad',
    'address.townTooLong': 'La localidad/ciudad no puede superar los {cityMax} caracteres.',
    'address.line1Required': 'Introduzca la dirección',
    'address.line1TooLong': 'La dirección no puede superar los {streetMax} caracteres.',
    'address.lineTooLong': 'Esta línea de dirección no puede superar los {streetMax} caracteres.',
    'address.invalidCharacters':
      'Utilice solo letras a-z, números 0-9, espacios y signos de puntuación.',
    'address.line1IncludesName':
      'La dirección no debe incluir su nombre ni el de su organización. Introdúzcalos en sus propios campos.',
    'address.poBox':
      'No podemos realizar envíos a apartados de correos. Introduzca una dirección postal.',
  },
});

export type AddressMessageKey = keyof typeof addressMessages.en;

/** The params every address message needs, whichever key the schema reported. */
export const ADDRESS_MESSAGE_PARAMS: Readonly<Params> = {
  cityMax: CITY_MAX_LENGTH,
  streetMax: STREET_MAX_LENGTH,
  companyMax: COMPANY_NAME_MAX_LENGTH,
};
