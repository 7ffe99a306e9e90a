import { defineMessages } from '../../core/i18n/messages';

/** Reorder (ours). In the list each name says its order, starting with the visible text. */
export const reorderButtonMessages = defineMessages({
  en: {
    reorder: 'Reorder',
    reorderOrder: 'Reorder {code}',
  },
  fr: {
    reorder: 'Commander à nouveau',
    reorderOrder: 'Commander à nouveau {code}',
  },
  nl: {
    reorder: 'Opnieuw bestellen',
    reorderOrder: 'Opnieuw bestellen {code}',
  },
  es: {
    reorder: 'Volver a pedir',
    reorderOrder: 'Volver a pedir {code}',
  },
});
