import { defineMessages } from '../../core/i18n/messages';

/** `<store-account-placeholder>`'s one text. */
export const accountPlaceholderMessages = defineMessages({
  en: { comingSoon: 'This page of your account is coming soon.' },
  fr: { comingSoon: 'Cette page de votre compte sera bientôt disponible.' },
  nl: { comingSoon: 'Deze pagina van uw account komt binnenkort.' },
  es: { comingSoon: 'Esta página de su cuenta estará disponible próximamente.' },
});
