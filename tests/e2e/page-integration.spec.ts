import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { COMPILE_HINT } from '../../scripts/build/compile-hints.mjs';
import { countRequests, expect, footer, header, test, widgetsReady } from './fixtures';

const SHARED_PATHS = [
  '/content/en-us/first-level-nav-content.json',
  '/content/en-us/first-level-nav-react-content.html',
  '/content/en-us/footer-content.json',
  '/content/en-us/footer-react-content.html',
];

test.describe('widgets on a CMS page', () => {
  test('five widgets make exactly one request to each shared resource', async ({
    page,
    errors,
  }) => {
    const counts = countRequests(page);
    await page.goto('/many-widgets.html');
    await expect(page.locator('store-header header[data-state="loaded"]')).toHaveCount(2);
    await expect(page.locator('store-footer footer[data-state="loaded"]')).toHaveCount(3);
    // Let any late duplicate request show itself before counting.
    await page.waitForLoadState('networkidle');
    for (const path of SHARED_PATHS) expect(counts.get(path), path).toBe(1);
    const scripts = [...counts].filter(([path]) => path.startsWith('/widgets/'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const [path, count] of scripts) expect(count, path).toBe(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a page that loads the script twice still works, with one core and tags defined once', async ({
    page,
    errors,
  }) => {
    const counts = countRequests(page);
    const loaderUrls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/widgets/store-widgets.js')
        loaderUrls.push(new URL(r.url()).search);
    });
    await page.goto('/script-twice.html');
    await widgetsReady(page);
    await page.waitForLoadState('networkidle');
    // Both copies of the loader ran (two URLs), yet every widget chunk and the content came once.
    expect(loaderUrls.sort()).toEqual(['', '?copy=2']);
    for (const [path, count] of counts) {
      if (path.startsWith('/widgets/releases/')) expect(count, path).toBe(1);
    }
    for (const path of SHARED_PATHS) expect(counts.get(path), path).toBe(1);
    const cores = await page.evaluate(() => {
      const registry = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[
        Symbol.for('store-widgets.core')
      ];
      return registry ? [...registry.keys()] : [];
    });
    expect(cores).toContain('core');
    await header(page).getByRole('button', { name: 'Learning & Training' }).click();
    await expect(header(page).getByRole('button', { name: 'Learning & Training' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(errors.pageErrors).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('the header’s and footer’s content is asked for while the widgets’ code is still on its way, once', async ({
    page,
    errors,
  }) => {
    const counts = countRequests(page);
    const contentSeen = () => [...counts.keys()].filter((path) => path.endsWith('-content.json'));
    // The shared runtime is held back until both reads have been asked for (or 3 s have passed:
    // content asked for only by the widgets' own code would never come while it is held).
    let contentWhileHeld: string[] = [];
    await page.route('**/widgets/releases/*/runtime.js', async (route) => {
      const until = Date.now() + 3_000;
      while (contentSeen().length < 2 && Date.now() < until) await page.waitForTimeout(50);
      contentWhileHeld = contentSeen();
      await route.continue();
    });
    await page.goto('/');
    await widgetsReady(page);
    expect(contentWhileHeld.sort()).toEqual([
      '/content/en-us/first-level-nav-content.json',
      '/content/en-us/footer-content.json',
    ]);
    await expect(header(page).locator('header')).toHaveAttribute('data-state', 'loaded');
    await expect(footer(page).locator('footer')).toHaveAttribute('data-state', 'loaded');
    await page.waitForLoadState('networkidle');
    expect(counts.get('/content/en-us/first-level-nav-content.json')).toBe(1);
    expect(counts.get('/content/en-us/footer-content.json')).toBe(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('hostile host CSS does not break the widgets', async ({ page }) => {
    await page.goto('/hostile-css.html');
    await widgetsReady(page);
    const trigger = header(page).getByRole('button', { name: 'Assessments & Solutions' });
    await expect(trigger).toBeVisible();
    const box = await trigger.boundingBox();
    expect(box?.height).toBeGreaterThan(20);
    const headerBox = await header(page).boundingBox();
    expect(headerBox?.height).toBeGreaterThanOrEqual(141);
    await trigger.click();
    await expect(header(page).locator('.menu-panel').first()).toBeVisible();
    await expect(footer(page).getByRole('link').first()).toBeVisible();
  });

  test('CMS markup never runs script', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page);
    await expect(header(page).locator('.template-content')).toContainText('Free shipping');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    for (const widget of [header(page), footer(page)]) {
      await expect(widget.locator('script')).toHaveCount(0);
      await expect(widget.locator('[onerror]')).toHaveCount(0);
      await expect(widget.locator('a[href^="javascript:"]')).toHaveCount(0);
    }
  });

  test('CMS markup looks the same with the browser sanitiser and with DOMPurify, which loads only without it', async ({
    page,
    context,
  }) => {
    const fragments = async (tab: typeof page) => {
      await tab.goto('/');
      await widgetsReady(tab);
      await expect(header(tab).locator('.template-content')).toContainText('Free shipping');
      await expect(footer(tab).locator('.template-content')).toContainText('Customer support');
      return Promise.all(
        [header(tab), footer(tab)].map((widget) =>
          widget.locator('.template-content').evaluate((element) => element.innerHTML),
        ),
      );
    };
    const purifyRequested = (tab: typeof page) => {
      const seen = { purify: false };
      tab.on('request', (request) => {
        if (/\/releases\/[^/]+\/purify\b/.test(request.url())) seen.purify = true;
      });
      return seen;
    };

    // Chromium has the HTML Sanitizer API (Element.setHTML): DOMPurify is never downloaded.
    const native = purifyRequested(page);
    const nativeFragments = await fragments(page);
    expect(native.purify).toBe(false);

    // A browser without it (Safari today): DOMPurify loads and shows the same fragments.
    const fallback = await context.newPage();
    await fallback.addInitScript(() => {
      delete (Element.prototype as { setHTML?: unknown }).setHTML;
    });
    const withPurify = purifyRequested(fallback);
    expect(await fragments(fallback)).toEqual(nativeFragments);
    expect(withPurify.purify).toBe(true);
    // The seeds' hostile parts (an onerror image, a script, a javascript: link) are gone from both.
    for (const html of nativeFragments) expect(html).not.toMatch(/onerror|<script|javascript:/i);
  });

  test("the widgets add nothing to the host page head but their files' preload hints", async ({
    page,
  }) => {
    // The hints go in once the page has painted (src/core/element/after-host-paint.ts), which
    // may be before or after its load event: the head is compared without them.
    const head = () =>
      page.evaluate(() => {
        const copy = document.head.cloneNode(true) as HTMLHeadElement;
        const hints = [...copy.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
        for (const hint of hints) hint.remove();
        return { html: copy.innerHTML, hints: hints.map((hint) => hint.href) };
      });
    await page.goto('/');
    const before = await head();
    await widgetsReady(page);
    await page.waitForLoadState('networkidle');
    const after = await head();
    expect(after.html).toBe(before.html);
    expect(after.hints.length).toBeGreaterThan(0);
    for (const href of after.hints)
      expect(href).toMatch(/\/widgets\/releases\/[^/]+\/[\w.-]+\.js$/);
  });

  test('the code that runs on load asks V8 to compile it as it streams in; the flag SDK does not', async ({
    page,
    errors,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/widgets/')) scripts.set(path, response.text());
    });
    // Production flags: the flag client and LaunchDarkly's SDK load too, after the first paint.
    await page.goto('/?mockFlags=0');
    await widgetsReady(page);
    await page.waitForLoadState('networkidle');
    const firstLines = new Map<string, string>();
    for (const [path, text] of scripts) {
      const name = path.replace(/^\/widgets\/(releases\/[^/]+\/)?/, '').replace(/\.js$/, '');
      firstLines.set(name, (await text).split('\n', 1)[0] ?? '');
    }
    for (const name of [
      'store-widgets',
      'runtime',
      'header.element',
      'footer.element',
      'account-menu.element',
      'mini-cart.element',
    ]) {
      expect(firstLines.get(name), name).toBe(COMPILE_HINT);
    }
    for (const name of ['flag-client', 'ldclient.es']) {
      expect(firstLines.has(name), name).toBe(true);
      expect(firstLines.get(name), name).not.toContain(COMPILE_HINT);
    }
    expect(errors.pageErrors).toEqual([]);
  });
});

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

test.describe('accessibility', () => {
  const pages = [
    '/',
    '/store/usassessments/en/quickOrder',
    '/cart',
    '/p/0158241926',
    '/saved-carts',
    '/embed/quick-order.html',
    '/footer-only.html',
    '/?site=fr-ca',
  ];
  for (const path of pages) {
    test(`axe finds no serious violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path === '/embed/quick-order.html') {
        await expect(
          page.locator('store-quick-order [data-state]:not([data-state="loading"])').first(),
        ).toBeVisible();
      } else if (path !== '/footer-only.html') {
        await widgetsReady(page);
      }
      if (path !== '/embed/quick-order.html') {
        await expect(footer(page).locator('footer[data-state="loaded"]')).toBeVisible();
      }
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (context: Document) => Promise<{
                violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
              }>;
            };
          }
        ).axe;
        const result = await axe.run(document);
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
      });
      expect(violations).toEqual([]);
    });
  }

  test('axe finds no serious violations with a menu open', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page);
    await header(page).getByRole('button', { name: 'Ordering & Support' }).click();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document) => Promise<{ violations: { id: string; impact: string }[] }>;
          };
        }
      ).axe;
      return (await axe.run(document)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    });
    expect(violations).toEqual([]);
  });
});
