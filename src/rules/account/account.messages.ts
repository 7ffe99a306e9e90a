import { defineMessages } from '../../core/i18n/messages';

// English from spec section 5, except the Q-global and aimswebPlus "required" texts (ours).
export const accountMessages = defineMessages({
  en: {
    'account.customerRequired': 'Please enter account number',
    'account.customerFormat':
      "Please enter your organization's Customer Account Number (4 digits) or a temporary Customer Account Number (12 characters).",
    'account.customerNotFound': 'This account is not found',
    'account.qglobalRequired': 'Please enter Q-global account number',
    'account.aimswebRequired': 'Please enter aimswebPlus account number',
    'terms.required': 'This field is required.',
    'terms.agreeAccountNotListed': 'Please agree to Terms & conditions',
  },
  fr: {
    'account.customerRequired': 'Veuillez saisir le numéro de compte',
    'account.customerFormat':
      'Veuillez saisir le numéro de compte client de votre organisation (4 chiffres) ou un numéro de compte client temporaire (12 caractères).',
    'account.customerNotFound': 'Ce compte est introuvable',
    'account.qglobalRequired': 'Veuillez saisir le numéro de compte Q-global',
    'account.aimswebRequired': 'Veuillez saisir le numéro de compte aimswebPlus',
    'terms.required': 'Ce champ est obligatoire.',
    'terms.agreeAccountNotListed': 'Veuillez accepter les conditions générales',
  },
  nl: {
    'account.customerRequired': 'Vul het accountnummer in',
    'account.customerFormat':
      'Vul het klantaccountnummer van uw organisatie (4 cijfers) of een tijdelijk klantaccountnummer (12 tekens) in.',
    'account.customerNotFound': 'Dit account is niet gevonden',
    'account.qglobalRequired': 'Vul het Q-global-accountnummer in',
    'account.aimswebRequired': 'Vul het aimswebPlus-accountnummer in',
    'terms.required': 'Dit veld is verplicht.',
    'terms.agreeAccountNotListed': 'Ga akkoord met de algemene voorwaarden',
  },
  es: {
    'account.customerRequired': 'Introduzca el número de cuenta',
    'account.customerFormat':
      'Introduzca el número de cuenta de cliente de su organización (4 dígitos) o un número de cuenta de cliente temporal (12 caracteres).',
    'account.customerNotFound': 'No se ha encontrado esta cuenta',
    'account.qglobalRequired': 'Introduzca el número de cuenta de Q-global',
    'account.aimswebRequired': 'Introduzca el número de cuenta de aimswebPlus',
    'terms.required': 'Este campo es obligatorio.',
    'terms.agreeAccountNotListed': 'Acepte los términos y condiciones',
  },
});

export type AccountMessageKey = keyof typeof accountMessages.en;
