import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../demo-host/docs/guides/config-keys.mjs';
import { GUIDES } from '../../demo-host/docs/guides/guides.mjs';
import { TOKEN_DESCRIPTIONS, themeTokens } from '../../demo-host/docs/guides/theme-tokens.mjs';
import { elementsOf } from '../../demo-host/docs/manifest-elements.mjs';
import { guidePage } from '../../demo-host/docs/render-guides.mjs';
import { internalWords } from '../../scripts/checks/internal-words.mjs';
import { CONFIG_FIELDS } from '../../src/core/config/config-schema';

/** The integrator guides of /docs (demo-host/docs/guides), from the committed manifest. */
const context = {
  elements: elementsOf(JSON.parse(readFileSync('custom-elements.json', 'utf8'))),
  tokens: themeTokens('src/core/element/base.css'),
};

describe('the integrator guides', () => {
  it('the configuration guide has every key the widgets read, and no other', () => {
    expect(CONFIG_KEYS.map(([key]) => key).sort()).toEqual(Object.keys(CONFIG_FIELDS).sort());
  });

  it("the theming guide has every token of the widgets' sheet, each described", () => {
    const names = context.tokens.map((token) => token.name);
    expect(names).toContain('--store-color-brand');
    expect(names).toContain('--store-font-family');
    expect(names.sort()).toEqual(Object.keys(TOKEN_DESCRIPTIONS).sort());
    for (const token of context.tokens) expect(token.default, token.name).not.toBe('');
  });

  it('covers CDN, npm, React, events, configuration, theming, failures and releases', () => {
    expect(GUIDES.map((guide) => guide.slug)).toEqual([
      'cdn',
      'npm',
      'react',
      'events',
      'configuration',
      'theming',
      'failures',
      'releases',
    ]);
  });

  for (const { slug } of GUIDES) {
    it(`${slug}: a page with its title, no script and nothing internal`, () => {
      const page = guidePage(slug, context)!;
      expect(page.body).toContain(`<h1>${page.title}</h1>`);
      expect(page.body).not.toMatch(/<script|on\w+=/i);
      expect(internalWords(page.body.replace(/<[^>]+>/g, ' '))).toEqual([]);
    });
  }

  it('the events guide lists every event of the manifest once', () => {
    const html = guidePage('events', context)!.body;
    const names = new Set(context.elements.flatMap((e) => e.events.map((event) => event.name)));
    expect(names.size).toBeGreaterThan(5);
    for (const name of names) expect(html, name).toContain(`<th scope="row"><code>${name}</code>`);
  });

  it('an unknown guide is no page', () => {
    expect(guidePage('nope', context)).toBeUndefined();
  });
});
