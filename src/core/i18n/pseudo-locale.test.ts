import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from './pseudo-locale';
import { translator, type Catalogs } from './messages';
import { resolveLocale } from '../locale/resolve-locale';
import { siteContextFor } from '../locale/site-context';

const MODULES = import.meta.glob<Record<string, unknown>>('../../**/*.messages.ts', {
  eager: true,
});
const ENGLISH_TEXTS = Object.values(MODULES)
  .flatMap((module) => Object.values(module))
  .filter((value): value is Catalogs<string> => typeof value === 'object' && value !== null)
  .flatMap((catalogs) => Object.values(catalogs.en ?? {}))
  .filter((text): text is string => typeof text === 'string');

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]);

describe('the pseudo-locale en-xa', () => {
  it('accents, lengthens by about a third and brackets a text', () => {
    expect(pseudoLocalize('Add to cart')).toBe('[Àdd ţö çàŕţ ···]');
    expect(pseudoLocalize('OK')).toBe('[ÖĶ ·]');
    expect(pseudoLocalize('')).toBe('');
    // Digits, punctuation and letters without an accent stay as they are.
    expect(pseudoLocalize('Pay 10% by card!')).toBe('[Pàý 10% bý çàŕd! ·····]');
  });

  it('keeps placeholders intact, and does not count them in the length', () => {
    expect(pseudoLocalize('{count} items')).toBe('[{count} îţémš ··]');
    expect(pseudoLocalize('Hello {name}, you have {count} carts')).toBe(
      '[Ĥéļļö {name}, ýöû ĥàvé {count} çàŕţš ·······]',
    );
  });

  it('keeps every placeholder of every English catalog text, once each', () => {
    expect(ENGLISH_TEXTS.length).toBeGreaterThan(500);
    for (const text of ENGLISH_TEXTS) {
      const pseudo = pseudoLocalize(text);
      expect(placeholders(pseudo), text).toEqual(placeholders(text));
      expect(pseudo.length, text).toBeGreaterThan(text.length);
    }
  });

  it('is applied before the values go in: a value is shown as given', () => {
    const catalogs = { en: { added: 'Added {count} to {name}' }, fr: {}, nl: {}, es: {} };
    const t = translator(catalogs, 'en', pseudoLocalize);
    expect(t('added', { count: 3, name: 'Basic cart' })).toBe('[Àddéd 3 ţö Basic cart ···]');
  });

  it('is chosen like a locale, by the path segment or localePath, on the host’s default site', () => {
    expect(resolveLocale('www.assessments.com', 'en-xa')).toEqual({
      locale: 'en-us',
      pseudo: true,
    });
    expect(resolveLocale('www.assessments.ca', 'EN_XA')).toEqual({ locale: 'en-ca', pseudo: true });
    // A host without an English site keeps its own: only the texts change.
    expect(resolveLocale('www.assessments.asia', 'en-xa')).toEqual({
      locale: 'ja-jp',
      pseudo: true,
    });
    expect(resolveLocale('www.assessments.nl', 'en-xa')).toEqual({ locale: 'nl-nl', pseudo: true });
    expect(resolveLocale('www.assessments.com', 'en-us').pseudo).toBeUndefined();
    // The requests still go to the site's real store path.
    expect(siteContextFor('en-us').storeBasePath).toBe('/store/usassessments/en');
  });
});
