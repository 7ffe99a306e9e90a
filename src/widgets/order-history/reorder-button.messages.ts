import { defineMessages } from '../../core/i18n/messages';

/**
 * The Reorder button (reorder-button.tsx) on the order details page and on each order of the
 * history list (ours: the spec gives no text). In the list, each button's name says its order
 * ("Reorder W09000016"), so the buttons of the rows tell themselves apart; the name starts with
 * the visible text.
 */
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
