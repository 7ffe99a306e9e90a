import { defineMessages } from '../../core/i18n/messages';

/** The provider's own texts; labels come from the store, rule messages from src/rules/card. */
export const providerMessages = defineMessages({
  en: {
    'provider.expiryPlaceholder': 'MM/YY',
    'provider.captchaTitle': 'Security check',
    'provider.captchaLabel': 'I’m not a robot',
    'provider.captchaSolved': 'Verified',
    'provider.captchaExpired': 'Verification expired. Check the checkbox again.',
    'provider.captchaFailed': 'The check did not work. Try again.',
  },
  fr: {
    'provider.expiryPlaceholder': 'MM/AA',
    'provider.captchaTitle': 'Vérification de sécurité',
    'provider.captchaLabel': 'Je ne suis pas un robot',
    'provider.captchaSolved': 'Vérifié',
    'provider.captchaExpired': 'La vérification a expiré. Cochez de nouveau la case.',
    'provider.captchaFailed': 'La vérification n’a pas fonctionné. Réessayez.',
  },
  nl: {
    'provider.expiryPlaceholder': 'MM/JJ',
    'provider.captchaTitle': 'Beveiligingscontrole',
    'provider.captchaLabel': 'Ik ben geen robot',
    'provider.captchaSolved': 'Geverifieerd',
    'provider.captchaExpired': 'De verificatie is verlopen. Vink het vakje opnieuw aan.',
    'provider.captchaFailed': 'De controle is niet gelukt. Probeer het opnieuw.',
  },
  es: {
    'provider.expiryPlaceholder': 'MM/AA',
    'provider.captchaTitle': 'Comprobación de seguridad',
    'provider.captchaLabel': 'No soy un robot',
    'provider.captchaSolved': 'Verificado',
    'provider.captchaExpired': 'La verificación ha caducado. Vuelva a marcar la casilla.',
    'provider.captchaFailed': 'La comprobación no ha funcionado. Inténtelo de nuevo.',
  },
});

export type ProviderMessageKey = keyof typeof providerMessages.en;
