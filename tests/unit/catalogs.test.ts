import { describe, expect, it } from 'vitest';
import type { Catalogs } from '../../src/core/i18n/messages';
import { LANGUAGES } from '../../src/core/locale/locales';

/**
 * Every message catalog of the library, found by file name (`*.messages.ts`): a new widget's or
 * rule's catalog is checked without editing this test. Each must
 * have every English key in French, Dutch and Spanish, never blank, with the same placeholders.
 */
const MODULES = import.meta.glob<Record<string, unknown>>('../../src/**/*.messages.ts', {
  eager: true,
});

function isCatalogs(value: unknown): value is Catalogs<string> {
  if (typeof value !== 'object' || value === null) return false;
  return LANGUAGES.every(
    (language) => typeof (value as Record<string, unknown>)[language] === 'object',
  );
}

const CATALOGS = Object.entries(MODULES).flatMap(([path, module]) =>
  Object.entries(module)
    .filter(([, value]) => isCatalogs(value))
    .map(
      ([name, value]) =>
        [`${path.replace('../../', '')} ${name}`, value as Catalogs<string>] as const,
    ),
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  it('finds a catalog in every catalog file', () => {
    for (const [path, module] of Object.entries(MODULES)) {
      expect(Object.values(module).some(isCatalogs), path).toBe(true);
    }
    expect(CATALOGS.length).toBeGreaterThanOrEqual(13);
  });

  it.each(CATALOGS)('%s: English defines every key, with text', (_name, catalogs) => {
    const keys = Object.keys(catalogs.en);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(String(catalogs.en[key]).trim(), key).not.toBe('');
  });

  it.each(CATALOGS)(
    '%s: fr, nl and es have every key, never blank, with the same placeholders',
    (_name, catalogs) => {
      for (const language of ['fr', 'nl', 'es'] as const) {
        const catalog = catalogs[language] as Record<string, string | undefined>;
        expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(catalogs.en).sort());
        for (const [key, english] of Object.entries(catalogs.en)) {
          const text = catalog[key] ?? '';
          expect(text.trim(), `${language}.${key}`).not.toBe('');
          expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(String(english)));
        }
      }
    },
  );
});
