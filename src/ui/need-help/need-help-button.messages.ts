import { defineMessages } from '../../core/i18n/messages';

/** The opener's label and dialog title, apart so the header carries only this. */
export const needHelpButtonMessages = defineMessages({
  en: { needHelp: 'Need help?' },
  fr: { needHelp: 'Besoin d’aide ?' },
  nl: { needHelp: 'Hulp nodig?' },
  es: { needHelp: '¿Necesita ayuda?' },
});
