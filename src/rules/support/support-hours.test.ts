import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { LOCALES, type Locale } from '../../core/locale/locales';
import { formatClock, SUPPORT_REGIONS, supportHours } from './support-hours';
import { needHelpMessages } from '../../ui/need-help/need-help.messages';

describe('support hours per regional site (Need Help dialog)', () => {
  it.each<[Locale, string, number, number]>([
    ['en-us', 'us', 7 * 60, 19 * 60],
    ['en-ca', 'canada', 8 * 60, 18 * 60],
    ['fr-ca', 'canada', 8 * 60, 18 * 60],
    ['en-gb', 'uk', 9 * 60, 17 * 60],
    ['en-au', 'australia', 8 * 60 + 30, 17 * 60],
    ['en-nz', 'new-zealand', 8 * 60 + 30, 17 * 60],
    ['ja-jp', 'asia', 9 * 60, 18 * 60],
    ['zh-sg', 'asia', 9 * 60, 18 * 60],
    ['nl-nl', 'netherlands', 9 * 60, 17 * 60],
    ['es-es', 'spain', 9 * 60, 17 * 60],
  ])('%s is served by %s, %i to %i minutes after midnight', (locale, region, opens, closes) => {
    expect(supportHours(locale)).toEqual({ region, opens, closes });
  });

  it('opens before it closes on every site, and every region serves a site', () => {
    for (const locale of LOCALES) {
      const { opens, closes } = supportHours(locale);
      expect(opens).toBeLessThan(closes);
    }
    const served = new Set(LOCALES.map((locale) => supportHours(locale).region));
    expect([...served].sort()).toEqual([...SUPPORT_REGIONS].sort());
  });

  it('the US opens at the hour the closure notice names (7:00 AM CT)', () => {
    expect(formatClock(supportHours('en-us').opens, 'en')).toBe('7:00 AM');
  });
});

describe('formatClock: a time of day as each language writes it', () => {
  it.each([
    [0, 'en', '12:00 AM'],
    [7 * 60, 'en', '7:00 AM'],
    [12 * 60, 'en', '12:00 PM'],
    [17 * 60 + 30, 'en', '5:30 PM'],
    [19 * 60, 'en', '7:00 PM'],
    [8 * 60, 'fr', '8 h'],
    [8 * 60 + 30, 'fr', '8 h 30'],
    [18 * 60, 'fr', '18 h'],
    [9 * 60, 'nl', '9.00'],
    [17 * 60 + 5, 'nl', '17.05'],
    [9 * 60, 'es', '9:00'],
    [17 * 60, 'es', '17:00'],
  ] as const)('%i minutes in %s: %s', (minutes, language, text) => {
    expect(formatClock(minutes, language)).toBe(text);
  });
});

describe('the hours line of the dialog', () => {
  it.each([
    ['en', 'en-us', 'Monday to Friday, 7:00 AM to 7:00 PM (Central Time)'],
    ['fr', 'fr-ca', 'Du lundi au vendredi, de 8 h à 18 h (heure de l’Est)'],
    ['nl', 'nl-nl', 'Maandag tot en met vrijdag, 9.00 tot 17.00 uur (Nederlandse tijd)'],
    ['es', 'es-es', 'De lunes a viernes, de 9:00 a 17:00 (hora peninsular)'],
  ] as const)('%s on %s: %s', (language, locale, text) => {
    const t = translator(needHelpMessages, language);
    const hours = supportHours(locale);
    expect(
      t('hours', {
        opens: formatClock(hours.opens, language),
        closes: formatClock(hours.closes, language),
        zone: t(`zone.${hours.region}`),
      }),
    ).toBe(text);
  });
});
