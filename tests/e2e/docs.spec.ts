import { readFileSync } from 'node:fs';
import { DOCS_EXAMPLES, snippetOf } from '../../demo-host/docs/docs-examples.mjs';
import { GUIDES } from '../../demo-host/docs/guides/guides.mjs';
import { themeTokens } from '../../demo-host/docs/guides/theme-tokens.mjs';
import { internalWords } from '../../scripts/checks/internal-words.mjs';
import { CONFIG_FIELDS } from '../../src/core/config/config-schema';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The demo host's widget reference (/docs, demo-host/docs): what custom-elements.json says about
 * every tag, the live examples against the fake backend, the Copy buttons, and its links.
 */
const manifest: Manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = manifest.modules.flatMap((module) => module.declarations ?? []);
const names = (list: { name: string }[] | undefined) => (list ?? []).map((item) => item.name);

test('/docs shows every tag of the manifest, runs the live examples, copies snippets and passes axe', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widget reference');
  await expect(page.locator('section.docs-element')).toHaveCount(elements.length);

  for (const element of elements) {
    const section = page.locator(`section#${element.tagName}`);
    // Its own heading (a live example has headings of its own).
    await expect(section.locator(`#${element.tagName}-heading`)).toHaveText(`<${element.tagName}>`);
    await expect(section.locator('.docs-summary')).toHaveText(
      (element.summary ?? '').replaceAll('`', ''),
    );
    const lists = {
      attributes: element.attributes,
      events: element.events,
      cssParts: element.cssParts,
      cssProperties: element.cssProperties,
    };
    for (const [list, items] of Object.entries(lists)) {
      const rows = section.locator(`table[data-list="${list}"] tbody tr`);
      await expect(rows.locator('th'), `${element.tagName} ${list}`).toHaveText(names(items));
    }
    // Attributes: name, type, default, description; events: name, detail type.
    const attributeRows = section.locator('table[data-list="attributes"] tbody tr');
    await expect(attributeRows.locator('td:nth-of-type(1)')).toHaveText(
      (element.attributes ?? []).map((a) => a.type?.text ?? ''),
    );
    await expect(attributeRows.locator('td:nth-of-type(2)')).toHaveText(
      (element.attributes ?? []).map((a) => a.default ?? ''),
    );
    await expect(
      section.locator('table[data-list="events"] tbody tr td:nth-of-type(1)'),
    ).toHaveText(
      (element.events ?? []).map((e) => /^CustomEvent<([\s\S]*)>$/.exec(e.type!.text)![1]!.trim()),
    );
    await expect(section.locator(`#snippet-${element.tagName}`)).toHaveText(
      snippetOf(element.tagName),
    );
  }

  // Each live example is the real widget, past its loading state against the fake backend.
  const live = Object.entries(DOCS_EXAMPLES).filter(([, example]) => example.live);
  await expect(page.locator('.docs-example')).toHaveCount(live.length);
  for (const [tag] of live) {
    await expect(
      page.locator(`.docs-example[data-example="${tag}"] ${tag} [data-state]`).first(),
      tag,
    ).toHaveAttribute('data-state', /^(?!loading$)[a-z-]+$/);
  }

  // Copy by keyboard: the snippet is on the clipboard and the status region says so.
  await page.bringToFront();
  const copy = page
    .locator('section#store-add-to-cart')
    .getByRole('button', { name: 'Copy the store-add-to-cart snippet' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#docs-copy-status')).toHaveText('Copied');
  await expect(copy).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '<store-add-to-cart product-code="0158241926"></store-add-to-cart>',
  );
  await page.getByRole('button', { name: 'Copy the page setup snippet' }).click();
  await expect(page.locator('#docs-copy-status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    '<script type="module" src="https://YOUR-CDN/store-widgets/store-widgets.js"></script>',
  );

  expect(await seriousViolations(page)).toEqual([]);
});

test('every link on /docs leads to a working page, each demo page with its widget', async ({
  page,
  request,
}) => {
  await page.goto('/docs');
  // The page's own links (the widgets' are the link crawler's), and the demo bar's.
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
  );
  expect(hrefs).toContain('/docs');
  for (const href of new Set(hrefs)) {
    if (href.startsWith('#')) {
      await expect(page.locator(href), href).toHaveCount(1);
      continue;
    }
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  // A page-level widget's demo page is where it lives.
  for (const [tag, { live, page: demoPage }] of Object.entries(DOCS_EXAMPLES)) {
    await expect(
      page.locator(`section#${tag}`).getByRole('link', { name: `The ${tag} demo page` }),
    ).toHaveAttribute('href', demoPage!);
    if (live) continue;
    const html = await (await request.get(demoPage!)).text();
    expect(html, `${tag} on ${demoPage}`).toContain(`<${tag}`);
  }
  // The nav bar's link to /docs from another page.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Demo pages' })
    .getByRole('link', { name: 'Docs' })
    .click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widget reference');
});

test('/docs leads to every integrator guide; each is whole, passes axe and says nothing internal', async ({
  page,
}) => {
  await page.goto('/docs');
  // The reference itself: no spec sections, source paths or issue numbers in what it shows.
  expect(internalWords(await page.locator('main').innerText())).toEqual([]);
  const index = page.locator('section[aria-labelledby="docs-guides"]');
  await expect(index.getByRole('link')).toHaveText(GUIDES.map((guide) => guide.title));

  for (const guide of GUIDES) {
    await page.goto('/docs');
    await index.getByRole('link', { name: guide.title }).click();
    await expect(page).toHaveURL(new RegExp(`/docs/${guide.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    await expect(
      page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: guide.title }),
    ).toHaveAttribute('aria-current', 'page');
    const text = await page.locator('main').innerText();
    expect(internalWords(text), guide.slug).toEqual([]);
    expect(await seriousViolations(page), guide.slug).toEqual([]);
  }

  // The lists that must be complete: every configuration key, theme token and event.
  await page.goto('/docs/configuration');
  const keys = page.locator('main table tbody th');
  await expect(keys).toHaveCount(Object.keys(CONFIG_FIELDS).length);
  expect((await keys.allTextContents()).sort()).toEqual(Object.keys(CONFIG_FIELDS).sort());
  await page.goto('/docs/theming');
  await expect(page.locator('main table tbody th')).toHaveText(
    themeTokens('src/core/element/base.css').map((token) => token.name),
  );
  await page.goto('/docs/events');
  const declared = [...new Set(elements.flatMap((element) => names(element.events)))].sort();
  await expect(page.locator('main table tbody th')).toHaveText(declared);
  expect((await page.request.get('/docs/no-such-guide')).status()).toBe(404);
});
