import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FooterContentSchema, type SocialLink } from '../../api/content/footer-content.schema';
import { translator, type Catalogs } from '../../core/i18n/messages';
import { LANGUAGES } from '../../core/locale/locales';
import { siteContextFor } from '../../core/locale/site-context';
import { safeHref } from '../../core/url/safe-href';
import { fallbackFooter } from './footer-fallback';
import { footerFallbackMessages } from './footer-fallback.messages';
import { footerMessages } from './footer.messages';
import { opensInNewTab, visibleSocialLinks } from './social-link-rules';

const enSite = siteContextFor('en-us');

describe('fallbackFooter', () => {
  const footer = fallbackFooter(translator(footerFallbackMessages, 'en'), enSite);

  it('matches the footer-content.json schema', () => {
    expect(v.is(FooterContentSchema, footer)).toBe(true);
  });

  it('has three columns, one of them nested', () => {
    expect(footer.columns.map((c) => c.title)).toEqual([
      'Products',
      'Customer support',
      'About us',
    ]);
    const nested = footer.columns.filter((c) => (c.columns?.length ?? 0) > 0);
    expect(nested).toHaveLength(1);
    expect(nested[0]?.columns?.map((c) => c.title)).toEqual(['Clinical', 'Education']);
  });

  it('has two tiles and the 2026 copyright line', () => {
    expect(footer.tiles.map((tile) => tile.title)).toEqual([
      'Need help ordering?',
      'Qualification levels',
    ]);
    expect(footer.textBlocks).toEqual([
      { text: '© 2026 Meridian Assessments. All rights reserved.' },
    ]);
  });

  it('links to LinkedIn, Facebook and YouTube in new tabs', () => {
    expect(visibleSocialLinks(footer.socialLinks).map((s) => s.name)).toEqual([
      'LinkedIn',
      'Facebook',
      'YouTube',
    ]);
    expect(footer.socialLinks.every((s) => opensInNewTab(s.href))).toBe(true);
  });

  it('only has link targets that safeHref keeps', () => {
    const paths: (string | undefined)[] = [];
    const walk = (columns: typeof footer.columns) => {
      for (const column of columns) {
        if (column.linkPath !== undefined) paths.push(column.linkPath);
        paths.push(...column.links.map((l) => l.linkPath));
        walk(column.columns ?? []);
      }
    };
    walk(footer.columns);
    paths.push(...footer.tiles.map((tile) => tile.linkPath));
    for (const path of paths) expect(safeHref(path)).toBe(path);
  });

  it('uses the site store base path for store routes', () => {
    const fr = fallbackFooter(translator(footerFallbackMessages, 'fr'), siteContextFor('fr-ca'));
    const support = fr.columns[1];
    expect(support?.title).toBe('Service à la clientèle');
    expect(support?.links.map((l) => l.linkPath)).toContain('/store/caassessments/fr/order-status');
  });

  it.each(LANGUAGES)('is fully translated in %s (no placeholder left)', (language) => {
    const text = JSON.stringify(
      fallbackFooter(translator(footerFallbackMessages, language), enSite),
    );
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain('2026');
  });
});

describe('visibleSocialLinks', () => {
  const links: SocialLink[] = [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/x', enabled: true },
    { name: 'X', href: 'https://x.com/x', enabled: false },
    { name: 'YouTube', href: 'https://www.youtube.com/x', enabled: true },
    { name: 'Instagram', href: 'https://www.instagram.com/x', enabled: false },
  ];

  it('keeps only enabled links, in order', () => {
    expect(visibleSocialLinks(links).map((l) => l.name)).toEqual(['LinkedIn', 'YouTube']);
  });

  it('gives nothing when every network is switched off', () => {
    expect(visibleSocialLinks(links.map((l) => ({ ...l, enabled: false })))).toEqual([]);
  });
});

describe('opensInNewTab', () => {
  it('is true only for absolute http(s) links', () => {
    expect(opensInNewTab('https://www.youtube.com/x')).toBe(true);
    expect(opensInNewTab('HTTP://example.com')).toBe(true);
    expect(opensInNewTab('/contact-us.html')).toBe(false);
    expect(opensInNewTab('mailto:help@example.com')).toBe(false);
  });
});

describe.each([
  ['footer', footerMessages],
  ['built-in footer', footerFallbackMessages],
] as const)('the %s catalog', (_, catalogs: Catalogs<string>) => {
  const enKeys = new Set(Object.keys(catalogs.en));

  it.each(['fr', 'nl', 'es'] as const)('%s has no key that English lacks', (language) => {
    const extra = Object.keys(catalogs[language]).filter((key) => !enKeys.has(key));
    expect(extra).toEqual([]);
  });

  it('has no empty English text', () => {
    expect(Object.values(catalogs.en).filter((text) => text.trim() === '')).toEqual([]);
  });
});
