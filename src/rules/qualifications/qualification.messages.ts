import { defineMessages } from '../../core/i18n/messages';

/** The spec gives none for these forms but its 'This field is required.' */
export const qualificationMessages = defineMessages({
  en: {
    'qualification.required': 'This field is required.',
    'qualification.textTooLong': 'This can be no more than {textMax} characters.',
    'qualification.textCharacters':
      "Use only letters, numbers, spaces and these characters: . , ' & ( ) / -",
    'qualification.numberTooLong': 'This number can be no more than {numberMax} characters.',
    'qualification.numberCharacters': 'Use only letters, numbers and hyphens.',
    'qualification.yearInvalid': 'Enter a year from {yearMin} to {yearMax}.',
    'qualification.dateInvalid': 'Enter a date as YYYY-MM-DD (for example, 2027-06-30).',
    'qualification.licenseExpired':
      'This license has expired. Enter a license that is valid today or later.',
    'qualification.degreeLevelRequired': 'Please choose the degree.',
  },
  fr: {
    'qualification.required': 'Ce champ est obligatoire.',
    'qualification.textTooLong': 'Ce champ ne peut pas dépasser {textMax} caractères.',
    'qualification.textCharacters':
      "Utilisez uniquement des lettres, des chiffres, des espaces et ces caractères : . , ' & ( ) / -",
    'qualification.numberTooLong': 'Ce numéro ne peut pas dépasser {numberMax} caractères.',
    'qualification.numberCharacters':
      'Utilisez uniquement des lettres, des chiffres et des traits d’union.',
    'qualification.yearInvalid': 'Saisissez une année entre {yearMin} et {yearMax}.',
    'qualification.dateInvalid':
      'Saisissez une date au format AAAA-MM-JJ (par exemple, 2027-06-30).',
    'qualification.licenseExpired':
      'Ce permis a expiré. Saisissez un permis valide aujourd’hui ou plus tard.',
    'qualification.degreeLevelRequired': 'Veuillez choisir le diplôme.',
  },
  nl: {
    'qualification.required': 'Dit veld is verplicht.',
    'qualification.textTooLong': 'Dit mag niet langer zijn dan {textMax} tekens.',
    'qualification.textCharacters':
      "Gebruik alleen letters, cijfers, spaties en deze tekens: . , ' & ( ) / -",
    'qualification.numberTooLong': 'Dit nummer mag niet langer zijn dan {numberMax} tekens.',
    'qualification.numberCharacters': 'Gebruik alleen letters, cijfers en koppeltekens.',
    'qualification.yearInvalid': 'Vul een jaar in van {yearMin} tot en met {yearMax}.',
    'qualification.dateInvalid': 'Vul een datum in als JJJJ-MM-DD (bijvoorbeeld 2027-06-30).',
    'qualification.licenseExpired':
      'Deze vergunning is verlopen. Vul een vergunning in die vandaag of later geldig is.',
    'qualification.degreeLevelRequired': 'Kies het diploma.',
  },
  es: {
    'qualification.required': 'Este campo es obligatorio.',
    'qualification.textTooLong': 'No puede superar los {textMax} caracteres.',
    'qualification.textCharacters':
      "Use solo letras, números, espacios y estos caracteres: . , ' & ( ) / -",
    'qualification.numberTooLong': 'Este número no puede superar los {numberMax} caracteres.',
    'qualification.numberCharacters': 'Use solo letras, números y guiones.',
    'qualification.yearInvalid': 'Introduzca un año entre {yearMin} y {yearMax}.',
    'qualification.dateInvalid': 'Introduzca una fecha como AAAA-MM-DD (por ejemplo, 2027-06-30).',
    'qualification.licenseExpired':
      'Esta licencia ha caducado. Introduzca una licencia válida hoy o más adelante.',
    'qualification.degreeLevelRequired': 'Elija el título.',
  },
});

export type QualificationMessageKey = keyof typeof qualificationMessages.en;
