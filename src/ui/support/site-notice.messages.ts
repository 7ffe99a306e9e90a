import { defineMessages } from '../../core/i18n/messages';

/** The support notice (spec section 1): one copy, so the banner and Need Help never disagree. */
export const siteNoticeMessages = defineMessages({
  en: {
    closureNotice:
      'Customer support is closed on July 3-4 and resumes Wednesday, July 5 at 7:00 AM CT.',
  },
  fr: {
    closureNotice:
      'Le service client est fermé les 3 et 4 juillet et reprend le mercredi 5 juillet à 7 h 00 (heure du Centre).',
  },
  nl: {
    closureNotice:
      'De klantenservice is gesloten op 3 en 4 juli en is weer bereikbaar op woensdag 5 juli vanaf 7.00 uur (CT).',
  },
  es: {
    closureNotice:
      'La atención al cliente permanece cerrada el 3 y 4 de julio y se reanuda el miércoles 5 de julio a las 7:00 (hora central).',
  },
});
