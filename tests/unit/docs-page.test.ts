import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, patternRegExp } from '../../src/core/routes/route-patterns';
import { DOCS_EXAMPLES, snippetOf } from '../../demo-host/docs/docs-examples.mjs';
import {
  descriptionHtml,
  elementsOf,
  eventDetailType,
  inlineHtml,
} from '../../demo-host/docs/manifest-elements.mjs';
import { renderDocs } from '../../demo-host/docs/render-docs.mjs';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
import { WIDGET_FACTS } from '../../src/widgets/all-widget-facts';

/** The demo host's /docs page (demo-host/docs), from the committed manifest and hostile ones. */
const manifest: Manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = elementsOf(manifest);

/** A manifest whose every text tries to become markup. */
const hostile = {
  schemaVersion: '1.0.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'src/widgets/x/x.element.ts',
      declarations: [
        {
          kind: 'class',
          name: 'X',
          customElement: true,
          tagName: 'store-x"><img src=x onerror=alert(1)>',
          summary: 'A <b>bold</b> summary with `<code>`.',
          description: 'First <script>alert(1)</script> paragraph.\n\nSecond with `a<b`.',
          attributes: [
            {
              name: 'a"><svg onload=alert(1)>',
              type: { text: '<string>' },
              default: '"<i>"',
              description: '<u>x</u>',
            },
          ],
          events: [{ name: 'e<e', type: { text: 'CustomEvent<{ a: "<b>" }>' } }],
          cssParts: [{ name: '<p>', description: '&amp;' }],
        },
      ],
    },
  ],
} as unknown as Manifest;

describe('the manifest as the docs read it', () => {
  it('lists every element of the manifest, sorted by tag, with each list present', () => {
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => d.tagName));
    expect(elements.map((e) => e.tag)).toEqual([...tags].sort());
    const addToCart = elements.find((e) => e.tag === 'store-add-to-cart')!;
    expect(addToCart.summary).toBe('An "Add to cart" button for a product page.');
    expect(addToCart.attributes.map((a) => [a.name, a.type])).toEqual([
      ['product-code', 'string'],
      ['quantity', 'string'],
    ]);
    expect(addToCart.events[0]).toMatchObject({
      name: 'store-cart-updated',
      type: '{ tag: string; action: "added" | "updated" | "removed" | "restored" | "reordered" | "quote-ordered" | "merged" | "promotion-applied" | "promotion-removed"; entries: { productCode: string; quantityAdded: number }[] }',
    });
    expect(
      addToCart.cssProperties.find((p) => p.name === '--store-add-to-cart-reserved'),
    ).toMatchObject({ default: '96px' });
    expect(addToCart.slots.map((s) => s.name)).toEqual(['note']);
    const header = elements.find((e) => e.tag === 'store-header')!;
    expect(header.attributes[0]).toMatchObject({ name: 'home-href', default: '/' });
    expect(header.slots.map((s) => s.name)).toEqual(['account-menu', 'mini-cart']);
  });

  it("takes an event's detail type out of CustomEvent<…>, and keeps other type texts", () => {
    expect(eventDetailType('CustomEvent<{ tag: string }>')).toBe('{ tag: string }');
    expect(eventDetailType('Event')).toBe('Event');
  });

  it('escapes every text and makes only `code spans` and paragraphs markup', () => {
    expect(inlineHtml('a <b> `<c>` & "d"')).toBe(
      'a &#60;b&#62; <code>&#60;c&#62;</code> &#38; &#34;d&#34;',
    );
    expect(descriptionHtml('One.\n\n  Two `x`.\n')).toBe('<p>One.</p><p>Two <code>x</code>.</p>');
    expect(descriptionHtml('')).toBe('');
  });
});

describe('the /docs page', () => {
  it('has a section per tag with its attributes, events, parts and custom properties', () => {
    const html = renderDocs(elements);
    for (const element of elements) {
      const start = html.indexOf(`<section class="docs-element" id="${element.tag}"`);
      expect(start, element.tag).toBeGreaterThan(0);
      const section = html.slice(start, html.indexOf('</section>', start));
      for (const item of [
        ...element.attributes,
        ...element.events,
        ...element.cssParts,
        ...element.cssProperties,
      ])
        expect(section, `${element.tag} ${item.name}`).toContain(`<code>${item.name}</code>`);
      expect(section).toContain(`id="snippet-${element.tag}"`);
    }
  });

  it('puts no text of the manifest into the page as markup', () => {
    const html = renderDocs(elementsOf(hostile));
    expect(html).not.toMatch(/<(img|svg|script|b|i|u)[\s>]/);
    expect(html).toContain('store-x&#34;&#62;&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('<code>{ a: &#34;&#60;b&#62;&#34; }</code>');
    expect(html).toContain('<code>&#60;code&#62;</code>');
    // A tag with no example entry gets the bare element as its snippet, and no live example.
    expect(html).not.toContain('data-example=');
    expect(html).toContain('No demo page.');
  });
});

describe('the examples', () => {
  it('has an entry for every tag of the manifest and none for another', () => {
    expect(Object.keys(DOCS_EXAMPLES).sort()).toEqual(elements.map((e) => e.tag));
  });

  it("links each tag to its demo page (its own route's, its own address, or a route's) and snippets are the tag's own element", () => {
    const routes = Object.values(ROUTE_PATTERNS).map(patternRegExp);
    for (const [tag, { page }] of Object.entries(DOCS_EXAMPLES)) {
      expect(page, tag).toBeDefined();
      const own = WIDGET_FACTS[tag]?.demo.page;
      if (own?.route) expect(page, tag).toMatch(patternRegExp(ROUTE_PATTERNS[own.route]));
      else if (!own) {
        expect(
          routes.some((route) => route.test(page!)),
          `${tag}: ${page}`,
        ).toBe(true);
      }
      expect(snippetOf(tag)).toMatch(new RegExp(`^<${tag}[ >][^<]*</${tag}>$`));
    }
  });
});
