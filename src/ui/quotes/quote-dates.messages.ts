import { defineMessages } from '../../core/i18n/messages';

/** A quote's expiration day (quote-dates.ts): `{zone}` is the site's time zone's name that day. */
export const quoteDatesMessages = defineMessages({
  en: { endOfDay: '{date}, end of day ({zone})' },
  fr: { endOfDay: '{date}, fin de journée ({zone})' },
  nl: { endOfDay: '{date}, einde van de dag ({zone})' },
  es: { endOfDay: '{date}, al final del día ({zone})' },
});
