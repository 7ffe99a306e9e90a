import { describe, expect, it } from 'vitest';
import { coreMessages } from '../../src/core/i18n/core-messages';
import { defineMessages, translator } from '../../src/core/i18n/messages';
import { footerMessages } from '../../src/widgets/footer/footer.messages';
import { headerMessages } from '../../src/widgets/header/header.messages';

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

  it.each([
    ['core', coreMessages],
    ['header', headerMessages],
    ['footer', footerMessages],
  ] as const)('%s: every translated key exists in English and has text', (_name, messages) => {
    const english = Object.keys(messages.en);
    for (const language of ['fr', 'nl', 'es'] as const) {
      const catalog = messages[language] as Record<string, string | undefined>;
      for (const [key, text] of Object.entries(catalog)) {
        expect(english, `${language}.${key}`).toContain(key);
        expect(text?.trim(), `${language}.${key}`).toBeTruthy();
      }
    }
    for (const [key, text] of Object.entries(messages.en))
      expect(String(text).trim(), key).not.toBe('');
  });

  it('has the spec’s support banner text in English', () => {
    expect(headerMessages.en.bannerText).toBe(
      'Customer support is closed on July 3-4 and resumes Wednesday, July 5 at 7:00 AM CT.',
    );
  });
});
