import { defineMessages, type Params } from '../../core/i18n/messages';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  EXAMPLE_EMAIL,
  QUALIFIED_USER_EMAIL_MAX_LENGTH,
} from './email.limits';

/** English from spec section 5 word for word; 'email.tooLong' is ours, in the same words. */
export const emailMessages = defineMessages({
  en: {
    'email.required': 'Please enter email',
    'email.invalid': 'Please enter a valid email address (for example, {email})',
    'email.tooLong':
      'Email address can be no more than {contactEmailMax} characters. Please check and try again',
    'email.qualifiedUserTooLong':
      'Email address can be no more than {qualifiedUserEmailMax} characters. Please check and try again',
    'email.qualifiedUserNotFound': 'User not found in this organization',
    'email.technicalError':
      'There was a technical error on our end. Please try again later. If the problem persists, contact Customer Support',
  },
  fr: {
    'email.required': 'Veuillez saisir l’adresse courriel',
    'email.invalid': 'Veuillez saisir une adresse courriel valide (par exemple, {email})',
    'email.tooLong':
      'L’adresse courriel ne peut pas dépasser {contactEmailMax} caractères. Veuillez vérifier et réessayer',
    'email.qualifiedUserTooLong':
      'L’adresse courriel ne peut pas dépasser {qualifiedUserEmailMax} caractères. Veuillez vérifier et réessayer',
    'email.qualifiedUserNotFound': 'Utilisateur introuvable dans cette organisation',
    'email.technicalError':
      'Une erreur technique s’est produite de notre côté. Veuillez réessayer plus tard. Si le problème persiste, communiquez avec le Service à la clientèle',
  },
  nl: {
    'email.required': 'Vul het e-mailadres in',
    'email.invalid': 'Vul een geldig e-mailadres in (bijvoorbeeld {email})',
    'email.tooLong':
      'Het e-mailadres mag niet langer zijn dan {contactEmailMax} tekens. Controleer het en probeer het opnieuw',
    'email.qualifiedUserTooLong':
      'Het e-mailadres mag niet langer zijn dan {qualifiedUserEmailMax} tekens. Controleer het en probeer het opnieuw',
    'email.qualifiedUserNotFound': 'Gebruiker niet gevonden in deze organisatie',
    'email.technicalError':
      'Er is aan onze kant een technische fout opgetreden. Probeer het later opnieuw. Neem contact op met de klantenservice als het probleem aanhoudt',
  },
  es: {
    'email.required': 'Introduzca el correo electrónico',
    'email.invalid': 'Introduzca una dirección de correo electrónico válida (por ejemplo, {email})',
    'email.tooLong':
      'La dirección de correo electrónico no puede superar los {contactEmailMax} caracteres. Compruébela e inténtelo de nuevo',
    'email.qualifiedUserTooLong':
      'La dirección de correo electrónico no puede superar los {qualifiedUserEmailMax} caracteres. Compruébela e inténtelo de nuevo',
    'email.qualifiedUserNotFound': 'No se ha encontrado el usuario en esta organización',
    'email.technicalError':
      'Se ha producido un error técnico por nuestra parte. Inténtelo de nuevo más tarde. Si el problema persiste, póngase en contacto con Atención al cliente',
  },
});

export type EmailMessageKey = keyof typeof emailMessages.en;

export const EMAIL_MESSAGE_PARAMS: Readonly<Params> = {
  email: EXAMPLE_EMAIL,
  contactEmailMax: CONTACT_EMAIL_MAX_LENGTH,
  qualifiedUserEmailMax: QUALIFIED_USER_EMAIL_MAX_LENGTH,
};
