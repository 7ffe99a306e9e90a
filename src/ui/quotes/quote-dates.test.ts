import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { earlyExpiryTexts } from './early-expiry-texts';
import { earlyExpiryMessages } from './early-expiry.messages';
import { formatExpiration, formatQuoteDay, formatQuoteInstant, timeZoneName } from './quote-dates';

describe('quote dates', () => {
  it('writes a calendar day as it is, whatever the runtime zone', () => {
    expect(formatQuoteDay('2027-02-06', 'en-us')).toBe('February 6, 2027');
    expect(formatQuoteDay('2027-02-06', 'fr-fr')).toBe('6 février 2027');
    expect(formatQuoteDay('2027-02-06', 'nl-nl')).toBe('6 februari 2027');
    expect(formatQuoteDay('2027-02-06', 'es-es')).toBe('6 de febrero de 2027');
  });

  it('gives back what is not a calendar date', () => {
    expect(formatQuoteDay('2027-02-30', 'en-us')).toBe('2027-02-30');
    expect(formatQuoteDay('<b>soon</b>', 'en-us')).toBe('<b>soon</b>');
  });

  it("names the site's zone on that day, daylight saving included", () => {
    expect(timeZoneName('America/Chicago', '2027-01-15', 'en-us')).toBe('Central Standard Time');
    expect(timeZoneName('America/Chicago', '2027-07-15', 'en-us')).toBe('Central Daylight Time');
    expect(timeZoneName('Not/AZone', '2027-07-15', 'en-us')).toBe('Not/AZone');
  });

  it('writes the expiration as the end of the day in the zone', () => {
    expect(formatExpiration('2027-02-06', 'America/Chicago', 'en-us', 'en')).toBe(
      'February 6, 2027, end of day (Central Standard Time)',
    );
  });

  it("writes a creation instant on the site's calendar", () => {
    // 03:00 UTC on the 6th is still the 5th in Chicago.
    expect(formatQuoteInstant('2027-02-06T03:00:00Z', 'America/Chicago', 'en-us')).toBe(
      'February 5, 2027',
    );
    expect(formatQuoteInstant('nonsense', 'America/Chicago', 'en-us')).toBe('nonsense');
  });
});

describe('early expiry notice texts', () => {
  const en = translator(earlyExpiryMessages, 'en');
  const say = (texts: ReturnType<typeof earlyExpiryTexts>) => [
    en(texts.title.key),
    ...texts.lines.map((line) => en(line.key, line.params)),
  ];

  it('says before creating that a pricing update shortens the quote, and until when', () => {
    const texts = earlyExpiryTexts(
      { reason: 'PRICING_UPDATE', date: '2027-01-21' },
      'America/Chicago',
      'en-us',
      'preview',
    );
    expect(say(texts)).toEqual([
      'Your quote will expire early',
      'Our prices change on January 21, 2027.',
      'So the quote will be valid only until the end of January 21, 2027 (Central Standard Time), not the usual 90 days.',
    ]);
  });

  it("says on the quote's page that the organisation's discount ends", () => {
    const texts = earlyExpiryTexts(
      { reason: 'ORGANISATION_DISCOUNT_END', date: '2027-07-01' },
      'America/Chicago',
      'en-us',
      'quote',
    );
    expect(say(texts)).toEqual([
      'This quote expires early',
      "Your organisation's discount ends on July 1, 2027.",
      'It can be ordered until the end of July 1, 2027 (Central Daylight Time).',
    ]);
  });
});
