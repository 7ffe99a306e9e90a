import { defineMessages, type Params } from '../../core/i18n/messages';
import { NAME_MAX_LENGTH } from './names.limits';

/** The spec gives the rules but no texts (section 5): these are ours, in its voice. */
export const nameMessages = defineMessages({
  en: {
    'name.firstRequired': 'Please enter first name',
    'name.lastRequired': 'Please enter last name',
    'name.firstInvalid':
      'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
    'name.lastInvalid': 'Last name can only contain letters a-z, hyphens, spaces and apostrophes.',
    'name.firstInvalidLetters':
      'First name can only contain letters, hyphens, spaces and apostrophes.',
    'name.lastInvalidLetters':
      'Last name can only contain letters, hyphens, spaces and apostrophes.',
    'name.firstTooLong': 'First name can be no more than {nameMax} characters.',
    'name.lastTooLong': 'Last name can be no more than {nameMax} characters.',
  },
  fr: {
    'name.firstRequired': 'Veuillez saisir le prénom',
    'name.lastRequired': 'Veuillez saisir le nom de famille',
    'name.firstInvalid':
      'Le prénom ne peut contenir que des lettres a-z, des traits d’union, des espaces et des apostrophes.',
    'name.lastInvalid':
      'Le nom de famille ne peut contenir que des lettres a-z, des traits d’union, des espaces et des apostrophes.',
    'name.firstInvalidLetters':
      'Le prénom ne peut contenir que des lettres, des traits d’union, des espaces et des apostrophes.',
    'name.lastInvalidLetters':
      'Le nom de famille ne peut contenir que des lettres, des traits d’union, des espaces et des apostrophes.',
    'name.firstTooLong': 'Le prénom ne peut pas dépasser {nameMax} caractères.',
    'name.lastTooLong': 'Le nom de famille ne peut pas dépasser {nameMax} caractères.',
  },
  nl: {
    'name.firstRequired': 'Vul de voornaam in',
    'name.lastRequired': 'Vul de achternaam in',
    'name.firstInvalid':
      'De voornaam mag alleen de letters a-z, koppeltekens, spaties en apostrofs bevatten.',
    'name.lastInvalid':
      'De achternaam mag alleen de letters a-z, koppeltekens, spaties en apostrofs bevatten.',
    'name.firstInvalidLetters':
      'De voornaam mag alleen letters, koppeltekens, spaties en apostrofs bevatten.',
    'name.lastInvalidLetters':
      'De achternaam mag alleen letters, koppeltekens, spaties en apostrofs bevatten.',
    'name.firstTooLong': 'De voornaam mag niet langer zijn dan {nameMax} tekens.',
    'name.lastTooLong': 'De achternaam mag niet langer zijn dan {nameMax} tekens.',
  },
  es: {
    'name.firstRequired': 'Introduzca el nombre',
    'name.lastRequired': 'Introduzca los apellidos',
    'name.firstInvalid':
      'El nombre solo puede contener letras a-z, guiones, espacios y apóstrofos.',
    'name.lastInvalid':
      'Los apellidos solo pueden contener letras a-z, guiones, espacios y apóstrofos.',
    'name.firstInvalidLetters':
      'El nombre solo puede contener letras, guiones, espacios y apóstrofos.',
    'name.lastInvalidLetters':
      'Los apellidos solo pueden contener letras, guiones, espacios y apóstrofos.',
    'name.firstTooLong': 'El nombre no puede superar los {nameMax} caracteres.',
    'name.lastTooLong': 'Los apellidos no pueden superar los {nameMax} caracteres.',
  },
});

export type NameMessageKey = keyof typeof nameMessages.en;

/** Every name message takes these, whichever key the schema reported. */
export const NAME_MESSAGE_PARAMS: Readonly<Params> = { nameMax: NAME_MAX_LENGTH };
