import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, header, recordDocumentEvents, test } from './fixtures';
import { E2E_RUNTIME, productionPort } from './ports';

/**
 * Issue 28: releases side by side on a CDN, on the production build. Each worker builds two
 * releases of the widgets (`STORE_RELEASE`, its renderer's build) and deploys them into its demo
 * host's /cdn directory as docs/integrating.md says: the new release's folder first, then the loader. The
 * browser keeps files as the CDN's headers allow (the loader 5 minutes, a release's files a year).
 */
interface Release {
  id: string;
  dir: string;
  /** Its files' folder under releases/: the release and its build's hash (`e2e-a_3f2a9c1d`). */
  folder: string;
}

const PRODUCT = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' };

let releases: { a: Release; b: Release };
let cdn: string;

test.beforeAll(({}, testInfo) => {
  const worker = join('test-results', 'releases', String(testInfo.parallelIndex));
  const build = (name: string): Release => {
    const id = `e2e-${name}`;
    const dir = join(worker, name);
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', dir],
      { env: { ...process.env, STORE_RELEASE: id, STORE_RUNTIME: E2E_RUNTIME }, stdio: 'pipe' },
    );
    const [folder = ''] = readdirSync(join(dir, 'releases'));
    expect(folder).toMatch(new RegExp(`^${id}_[0-9a-f]{8}$`));
    return { id, dir, folder };
  };
  releases = { a: build('a'), b: build('b') };
  cdn = join('test-results', 'cdn', String(productionPort(testInfo.parallelIndex)));
});

test.beforeEach(() => rmSync(cdn, { recursive: true, force: true }));

/** The deploy of docs/integrating.md: the release's folder (new URLs nobody asks for yet), then the loader. */
function deploy(release: Release, under = ''): void {
  const target = join(cdn, under);
  cpSync(join(release.dir, 'releases', release.folder), join(target, 'releases', release.folder), {
    recursive: true,
  });
  cpSync(join(release.dir, 'store-widgets.js'), join(target, 'store-widgets.js'));
}

/** A demo page whose loaders are `loaders` (files under /cdn). */
const withLoaders = (path: string, ...loaders: string[]) =>
  `${path}?${loaders.map((url) => `loader=${encodeURIComponent(url)}`).join('&')}`;

/** Every request the page makes under /cdn, as path and query. */
function cdnRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cdn/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const miniCart = (page: Page) => page.locator('store-mini-cart').first();
const count = (page: Page) => miniCart(page).locator('[part="count"]');

/** Adds the product from the quick order's first row. */
async function addByQuickOrder(page: Page): Promise<void> {
  const quickOrder = page.locator('store-quick-order');
  await quickOrder.getByLabel('ISBN or product code, row 1', { exact: true }).fill(PRODUCT.code);
  await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(count(page)).toHaveText('1');
}

/** The page's lazy widgets and dialogs, opened after a deploy: each must load and work. */
async function openLazyParts(page: Page): Promise<void> {
  await miniCart(page).getByRole('button', { name: /^Cart/ }).click();
  const panel = miniCart(page).getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toContainText(PRODUCT.name);
  await page.keyboard.press('Escape');
  await header(page).getByRole('button', { name: 'Need help?' }).first().click();
  const help = header(page).getByRole('dialog', { name: 'Need help?' });
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  // A widget placed later (a CMS's lazy block).
  await page.evaluate((code) => {
    const add = document.createElement('store-add-to-cart');
    add.setAttribute('product-code', code);
    document.querySelector('main')?.append(add);
  }, PRODUCT.code);
  await expect(
    page.locator('store-add-to-cart').getByRole('button', { name: 'Add to cart' }),
  ).toBeVisible();
}

for (const [from, to] of [
  ['a', 'b'],
  ['b', 'a'],
] as const) {
  test(`release ${to} deployed over release ${from} while a shopper shops: nothing blank, nothing mixed, the cart kept`, async ({
    page,
    errors,
  }) => {
    const [first, second] = [releases[from], releases[to]];
    const requests = cdnRequests(page);
    deploy(first);
    // The page's script with a cache-busting query, as CMSs add: before issue 28 the chunks
    // imported the loader by its plain URL, a second fetch that could bring the other release.
    const page1 = withLoaders('/store/usassessments/en/quickOrder', '/cdn/store-widgets.js?v=7');
    await page.goto(page1);
    await addByQuickOrder(page);

    deploy(second);
    await openLazyParts(page);
    // The open page kept to its own release: its files only, the loader never asked for again.
    expect(requests.filter((path) => !path.startsWith(`/cdn/releases/${first.folder}/`))).toEqual([
      '/cdn/store-widgets.js?v=7',
    ]);

    // Another page with the same script: its loader still fresh in the cache (5 minutes), so the
    // same release, with the cart. (Each page first loads what it loads at once, so none of its
    // files is counted as the next page's.)
    await page.waitForLoadState('networkidle');
    requests.length = 0;
    await page.goto(withLoaders('/cart', '/cdn/store-widgets.js?v=7'));
    await expect(page.locator('store-cart')).toContainText(PRODUCT.name);
    expect(requests.every((path) => !path.includes(`/releases/${second.folder}/`))).toBe(true);

    // A page whose loader the cache does not hold gets the new release, and the same cart.
    await page.waitForLoadState('networkidle');
    requests.length = 0;
    await page.goto(withLoaders('/cart', '/cdn/store-widgets.js'));
    await expect(page.locator('store-cart')).toContainText(PRODUCT.name);
    await expect(count(page)).toHaveText('1');
    const chunks = requests.filter((path) => path.includes('/releases/'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((path) => !path.startsWith(`/cdn/releases/${second.folder}/`))).toEqual(
      [],
    );
    await openLazyParts(page);

    expect(errors.pageErrors).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });
}

const recordDuplicates = (page: Page) => recordDocumentEvents(page, 'store-widgets-duplicate');

test.describe('the loader on a page more than once', () => {
  test('twice, once with a query: one copy serves the page, the other says so and downloads nothing', async ({
    page,
    errors,
  }) => {
    deploy(releases.a);
    const duplicates = await recordDuplicates(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const requests = cdnRequests(page);
    await page.goto(
      withLoaders('/', '/cdn/store-widgets.js', '/cdn/store-widgets.js?cache-bust=123'),
    );
    await expect(header(page).locator('header[data-state="loaded"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const origin = new URL(page.url()).origin;
    expect(await duplicates()).toEqual([
      {
        active: { version: releases.a.id, url: `${origin}/cdn/store-widgets.js` },
        skipped: { version: releases.a.id, url: `${origin}/cdn/store-widgets.js?cache-bust=123` },
      },
    ]);
    expect(warnings.filter((text) => text.includes('[store-widgets] idle copy'))).toHaveLength(1);
    const files = requests.filter((path) => path.includes('/releases/'));
    expect(new Set(files).size).toBe(files.length);
    expect(errors.pageErrors).toEqual([]);
  });

  for (const [winner, loser] of [
    ['a', 'b'],
    ['b', 'a'],
  ] as const) {
    test(`two releases (${winner} first): the first serves the page, the other says which and downloads nothing`, async ({
      page,
      errors,
    }) => {
      deploy(releases[winner]);
      deploy(releases[loser], 'other');
      const duplicates = await recordDuplicates(page);
      const requests = cdnRequests(page);
      await page.goto(
        withLoaders(
          '/store/usassessments/en/quickOrder',
          '/cdn/store-widgets.js',
          '/cdn/other/store-widgets.js',
        ),
      );
      await expect(
        page
          .locator('store-quick-order')
          .getByLabel('ISBN or product code, row 1', { exact: true }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await duplicates()).toEqual([
        expect.objectContaining({
          active: expect.objectContaining({ version: releases[winner].id }),
          skipped: expect.objectContaining({ version: releases[loser].id }),
        }),
      ]);
      expect(requests.filter((path) => path.startsWith('/cdn/other/'))).toEqual([
        '/cdn/other/store-widgets.js',
      ]);
      expect(errors.pageErrors).toEqual([]);
    });
  }
});
