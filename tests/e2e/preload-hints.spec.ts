import type { Page, Response } from '@playwright/test';
import { accountTrigger, signIn } from './account';
import { countRequests, expect, footer, header, test, widgetsReady } from './fixtures';

/**
 * The loader's modulepreload hints (src/core/element/preload-chunks.ts, with the chunk map the
 * build writes into the loader: scripts/build/preload-map.mjs). A page asks at once for what it would
 * otherwise learn of only a wave later: the runtime's own imports, and the chunks of the widgets
 * the header renders in its shadow root (account menu, mini-cart). What the loader imports itself
 * as it runs (the runtime, a tag found on the page) is not hinted again.
 */

/** `/widgets/releases/0.1.0_3f2a9c1d/fr/mini-cart.element.js` → `mini-cart.element`. */
const chunkName = (path: string) => /([^/]+)\.js$/.exec(path)?.[1] ?? path;

/** The page's hints, as paths, once its widgets show content; with every release script's body. */
async function hintsOf(page: Page, url: string, ready = widgetsReady) {
  // The page before ends first: files it was still fetching (the session's code after a sign-in)
  // are not this page's, and their bodies go when it does.
  await page.goto('about:blank');
  const bodies = new Map<string, string>();
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/widgets/releases/') && path.endsWith('.js')) {
      reads.push(response.text().then((body) => void bodies.set(path, body)));
    }
  };
  page.on('response', onResponse);
  const requests = countRequests(page);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Read while this page is still shown; the next navigation's responses are another call's (a
  // body is gone once its page is navigated away from).
  await Promise.all(reads);
  page.off('response', onResponse);
  const hints = await page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  return { hints, bodies, requests };
}

/** The files a release script imports statically (`from "./x.js"`, `import "./x.js"`), as paths. */
function staticImports(path: string, body: string): string[] {
  return [...body.matchAll(/(?:from|import)\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g)].map(
    ([, specifier = '']) => new URL(specifier, `http://x${path}`).pathname,
  );
}

test.describe('the loader hints what the page will need', () => {
  test('a page with the header hints the runtime’s imports and the widgets the header renders, each fetched once', async ({
    page,
    request,
    errors,
  }) => {
    const { hints, bodies, requests } = await hintsOf(page, '/');
    const names = hints.map(chunkName);
    expect(names).toEqual(expect.arrayContaining(['account-menu.element', 'mini-cart.element']));
    // Not the files the loader imported itself when it ran.
    expect(names).not.toContain('runtime');
    expect(names).not.toContain('header.element');
    expect(names).not.toContain('footer.element');
    const runtime = [...bodies.keys()].find((path) => chunkName(path) === 'runtime');
    expect(runtime).toBeDefined();
    for (const imported of staticImports(runtime!, bodies.get(runtime!)!)) {
      expect(hints).toContain(imported);
    }
    for (const hint of hints) {
      expect(hint).toMatch(/^\/widgets\/releases\/[^/]+\/[^/]+\.js$/);
      // Hinted, then imported: one request, and the file is there.
      expect(requests.get(hint), hint).toBe(1);
      expect((await request.get(hint)).status(), hint).toBe(200);
    }
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(errors.pageErrors).toEqual([]);
  });

  test('a French page’s hints are the French copies its imports ask for', async ({ page }) => {
    const { hints, requests } = await hintsOf(page, '/?site=fr-ca');
    expect(hints.length).toBeGreaterThan(1);
    for (const hint of hints) {
      expect(hint).toMatch(/^\/widgets\/releases\/[^/]+\/fr\/[^/]+\.js$/);
      expect(requests.get(hint), hint).toBe(1);
    }
    await expect(header(page).getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('a returning shopper’s page (her tokens stored) hints the session’s code; a visitor’s does not', async ({
    page,
  }) => {
    const visitor = await hintsOf(page, '/');
    expect(visitor.hints.map(chunkName)).not.toContain('session');
    await signIn(page);
    await expect(accountTrigger(page)).toBeVisible();

    const shopper = await hintsOf(page, '/', (p) => expect(accountTrigger(p)).toBeVisible());
    const session = shopper.hints.filter((hint) => chunkName(hint) === 'session');
    expect(session).toHaveLength(1);
    // Hinted, then imported by the session check: one request.
    expect(shopper.requests.get(session[0]!)).toBe(1);
  });

  test('a page without the header hints none of the header’s widgets', async ({ page }) => {
    const footerLoaded = (p: Page) =>
      expect(footer(p).locator('footer')).toHaveAttribute('data-state', 'loaded');
    const { hints } = await hintsOf(page, '/footer-only.html', footerLoaded);
    expect(hints.map(chunkName)).not.toContain('account-menu.element');
    expect(hints.map(chunkName)).not.toContain('mini-cart.element');
  });
});

/** The files a release script asks for by `import("./x.js")`, as paths. */
function dynamicImports(path: string, body: string): string[] {
  return [...body.matchAll(/import\(\s*["'`](\.\.?\/[^"'`]+\.js)["'`]\s*\)/g)].map(
    ([, specifier = '']) => new URL(specifier, `http://x${path}`).pathname,
  );
}

/**
 * What a page's files import at any depth is named in the file that starts their wave
 * (scripts/build/hoist-transitive-imports.mjs): a widget's chunk, a lazy part, or the loader's hints.
 * The browser then asks for all of it in that one wave, never in a wave after it.
 */
test.describe('a wave of requests per file asked for by import()', () => {
  for (const url of [
    '/store/usassessments/en/quickOrder',
    '/cart',
    '/store/usassessments/en/checkout/order-confirmation/00001001',
  ]) {
    test(`${url}: every file comes in the wave of a widget, a lazy part or the hints`, async ({
      page,
    }) => {
      const { hints, bodies } = await hintsOf(page, url);
      const paths = [...bodies.keys()];
      // A wave starts with a file asked for by import(): a widget's chunk (the loader's imports),
      // the runtime (its warm-up), a lazy part; or with the loader's hints.
      const starts = new Set([
        ...paths.filter((path) => /\.element\.js$/.test(path) || chunkName(path) === 'runtime'),
        ...paths.flatMap((path) => dynamicImports(path, bodies.get(path)!)),
      ]);
      const inWave = new Set([...starts, ...hints]);
      for (const start of starts) {
        const body = bodies.get(start);
        if (body) for (const imported of staticImports(start, body)) inWave.add(imported);
      }
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) expect(inWave, path).toContain(path);
    });
  }
});
