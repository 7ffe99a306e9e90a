import { defineMessages } from '../../core/i18n/messages';

/** Phone fields (spec section 5: required, must match the country, not too short). Texts are ours. */
export const phoneMessages = defineMessages({
  en: {
    'phone.required': 'Please enter phone number',
    'phone.countryRequired': 'Please select the country of this phone number',
    'phone.tooShort': 'This phone number is too short for the selected country.',
    'phone.tooLong': 'This phone number is too long for the selected country.',
    'phone.invalid': 'Please enter a valid phone number for the selected country.',
  },
  fr: {
    'phone.required': 'Veuillez saisir le numéro de téléphone',
    'phone.countryRequired': 'Veuillez sélectionner le pays de ce numéro de téléphone',
    'phone.tooShort': 'Ce numéro de téléphone est trop court pour le pays sélectionné.',
    'phone.tooLong': 'Ce numéro de téléphone est trop long pour le pays sélectionné.',
    'phone.invalid': 'Veuillez saisir un numéro de téléphone valide pour le pays sélectionné.',
  },
  nl: {
    'phone.required': 'Vul het telefoonnummer in',
    'phone.countryRequired': 'Selecteer het land van dit telefoonnummer',
    'phone.tooShort': 'Dit telefoonnummer is te kort voor het geselecteerde land.',
    'phone.tooLong': 'Dit telefoonnummer is te lang voor het geselecteerde land.',
    'phone.invalid': 'Vul een geldig telefoonnummer in voor het geselecteerde land.',
  },
  es: {
    'phone.required': 'Introduzca el número de teléfono',
    'phone.countryRequired': 'Seleccione el país de este número de teléfono',
    'phone.tooShort': 'Este número de teléfono es demasiado corto para el país seleccionado.',
    'phone.tooLong': 'Este número de teléfono es demasiado largo para el país seleccionado.',
    'phone.invalid': 'Introduzca un número de teléfono válido para el país seleccionado.',
  },
});

export type PhoneMessageKey = keyof typeof phoneMessages.en;
