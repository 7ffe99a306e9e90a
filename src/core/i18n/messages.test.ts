import { describe, expect, it } from 'vitest';
import { defineMessages, translator } from './messages';
import { siteNoticeMessages } from '../../ui/support/site-notice.messages';

describe('message catalogs', () => {
  const catalogs = defineMessages({
    en: { hello: 'Hello {name}', only: 'Only in English', count: '{n} items, {missing}' },
    fr: { hello: 'Bonjour {name}' },
    nl: {},
    es: {},
  });

  it('translates with placeholders and falls back to English per key', () => {
    expect(translator(catalogs, 'fr')('hello', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(translator(catalogs, 'fr')('only')).toBe('Only in English');
    expect(translator(catalogs, 'nl')('hello', { name: 'Sam' })).toBe('Hello Sam');
  });

  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(translator(catalogs, 'en')('count', { n: 3 })).toBe('3 items, {missing}');
  });

  it('has the spec’s support banner text in English', () => {
    expect(siteNoticeMessages.en.closureNotice).toBe(
      'Customer support is closed on July 3-4 and resumes Wednesday, July 5 at 7:00 AM CT.',
    );
  });
});
