import { defineMessages } from '../../core/i18n/messages';

/**
 * A quote's expiration as a day on the site's calendar (src/ui/quotes/quote-dates.ts): `{date}`
 * is the day in the locale's long style, `{zone}` the site's time zone's name on that day.
 */
export const quoteDatesMessages = defineMessages({
  en: { endOfDay: '{date}, end of day ({zone})' },
  fr: { endOfDay: '{date}, fin de journée ({zone})' },
  nl: { endOfDay: '{date}, einde van de dag ({zone})' },
  es: { endOfDay: '{date}, al final del día ({zone})' },
});
