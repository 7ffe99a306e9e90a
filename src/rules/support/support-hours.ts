import type { Language, Locale } from '../../core/locale/locales';

/** Spec section 2 gives only the US hours; the others are a usual office day in the region. */
export const SUPPORT_REGIONS = [
  'us',
  'canada',
  'uk',
  'australia',
  'new-zealand',
  'asia',
  'netherlands',
  'spain',
] as const;
export type SupportRegion = (typeof SUPPORT_REGIONS)[number];

export interface SupportHours {
  region: SupportRegion;
  /** Minutes after midnight, in the region's time zone. */
  opens: number;
  closes: number;
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

const BY_REGION: Readonly<Record<SupportRegion, Omit<SupportHours, 'region'>>> = {
  us: { opens: at(7), closes: at(19) },
  canada: { opens: at(8), closes: at(18) },
  uk: { opens: at(9), closes: at(17) },
  australia: { opens: at(8, 30), closes: at(17) },
  'new-zealand': { opens: at(8, 30), closes: at(17) },
  asia: { opens: at(9), closes: at(18) },
  netherlands: { opens: at(9), closes: at(17) },
  spain: { opens: at(9), closes: at(17) },
};

const REGION_BY_LOCALE: Readonly<Record<Locale, SupportRegion>> = {
  'en-us': 'us',
  'en-ca': 'canada',
  'fr-ca': 'canada',
  'en-gb': 'uk',
  'en-au': 'australia',
  'en-nz': 'new-zealand',
  'ja-jp': 'asia',
  'zh-sg': 'asia',
  'nl-nl': 'netherlands',
  'es-es': 'spain',
};

export function supportHours(locale: Locale): SupportHours {
  const region = REGION_BY_LOCALE[locale];
  return { region, ...BY_REGION[region] };
}

/** Not Intl.DateTimeFormat, whose spaces and AM/PM forms change between ICU versions. */
export function formatClock(minutesAfterMidnight: number, language: Language): string {
  const hours = Math.floor(minutesAfterMidnight / 60) % 24;
  const minutes = minutesAfterMidnight % 60;
  const mm = String(minutes).padStart(2, '0');
  switch (language) {
    case 'en':
      return `${hours % 12 || 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
    case 'fr':
      return minutes === 0 ? `${hours} h` : `${hours} h ${mm}`;
    case 'nl':
      return `${hours}.${mm}`;
    case 'es':
      return `${hours}:${mm}`;
  }
}
