import { defineMessages } from '../../core/i18n/messages';

/**
 * The opener's label, also the dialog's title. Apart from the dialog's texts, which load with the
 * dialog: the header and the checkout carry only this.
 */
export const needHelpButtonMessages = defineMessages({
  en: { needHelp: 'Need help?' },
  fr: { needHelp: 'Besoin d’aide ?' },
  nl: { needHelp: 'Hulp nodig?' },
  es: { needHelp: '¿Necesita ayuda?' },
});
