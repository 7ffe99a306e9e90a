import { addFault, expect, footer, header, test, widgetsReady } from './fixtures';
import type { Page } from '@playwright/test';

test.describe('one widget failing never breaks the page or the others', () => {
  test('the header’s code fails to load: the footer and the page still work', async ({
    page,
    request,
    errors,
  }) => {
    await addFault(request, { path: '/widgets/releases/*/header.element.js', mode: '500' });
    await page.goto('/');
    await expect(footer(page).locator('footer[data-state="loaded"]')).toBeVisible();
    await expect(page.locator('main h1')).toBeVisible();
    // After its retries (1 s, then 3 s), the header's box says so, with a way to try again.
    await expect(header(page).getByRole('button', { name: 'Try again' })).toBeVisible({
      timeout: 15_000,
    });
    // The header keeps its reserved box, so the page does not jump.
    expect((await header(page).boundingBox())?.height).toBeGreaterThanOrEqual(141);
    expect(
      errors.consoleErrors.filter((e) => e.includes('could not load <store-header>')),
    ).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a widget whose code cannot be fetched (network down) leaves the others working', async ({
    page,
    request,
  }) => {
    await addFault(request, { path: '/widgets/releases/*/footer.element.js', mode: 'network' });
    await page.goto('/');
    await expect(header(page).locator('header[data-state="loaded"]')).toBeVisible();
    await header(page).getByRole('button', { name: 'Learning & Training' }).click();
    await expect(header(page).getByRole('button', { name: 'Learning & Training' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('country could not be identified', () => {
  /** What the core does when geolocation cannot place the shopper. */
  const reportCountryUnidentified = (page: Page) =>
    page.evaluate(() => {
      const core = (
        globalThis as Record<symbol, Map<string, { store: { countryUnidentified: boolean } }>>
      )[Symbol.for('store-widgets.core')]?.get('core');
      if (core) core.store.countryUnidentified = true;
    });

  test('the hidden modal opens on demand, traps focus, points to international contacts and closes', async ({
    page,
  }) => {
    await page.goto('/');
    await widgetsReady(page);
    const dialog = header(page).getByRole('dialog', { name: 'We could not identify your country' });
    await expect(dialog).toBeHidden();
    await reportCountryUnidentified(page);
    await expect(dialog).toBeVisible();
    const link = dialog.getByRole('link', { name: 'Go to international contacts' });
    await expect(link).toHaveAttribute('href', '/international-contacts.html');
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('its texts, which come with it, are the page’s language', async ({ page }) => {
    await page.goto('/?site=fr-ca');
    await widgetsReady(page);
    await reportCountryUnidentified(page);
    const dialog = header(page).getByRole('dialog', {
      name: 'Nous n’avons pas pu identifier votre pays',
    });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: 'Voir les contacts internationaux' }),
    ).toBeFocused();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('for integrators', () => {
  test('a widget can be registered under another tag name', async ({ page }) => {
    await page.goto('/footer-only.html');
    await expect(footer(page).locator('footer[data-state="loaded"]')).toBeVisible();
    await page.evaluate(async () => {
      const loader = (await import('/widgets/store-widgets.js' as string)) as {
        defineWidgetAs: (newTag: string, tag: string) => Promise<void>;
      };
      await loader.defineWidgetAs('acme-footer', 'store-footer');
      document.body.append(document.createElement('acme-footer'));
    });
    await expect(page.locator('acme-footer footer[data-state="loaded"]')).toBeVisible();
  });

  test('removing an attribute returns the widget to its default', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page);
    const logo = header(page).locator('a.logo');
    await expect(logo).toHaveAttribute('href', '/');
    await header(page).evaluate((el) => el.setAttribute('home-href', '/welcome.html'));
    await expect(logo).toHaveAttribute('href', '/welcome.html');
    await header(page).evaluate((el) => el.removeAttribute('home-href'));
    await expect(logo).toHaveAttribute('href', '/');
  });

  test('the loader is cached briefly, its build’s files for a year, all compressed and readable cross-origin', async ({
    page,
    request,
  }) => {
    const chunks: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/widgets/releases/')) chunks.push(path);
    });
    await page.goto('/footer-only.html');
    await expect(footer(page).locator('footer[data-state="loaded"]')).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    /** A file's headers, and whether it is large enough to be worth compressing (over 1 kB). */
    const served = async (path: string) => {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.ok()).toBe(true);
      return { headers: response.headers(), large: (await response.body()).length > 1024 };
    };
    const loader = await served('/widgets/store-widgets.js');
    expect(loader.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    let compressed = 0;
    for (const path of chunks) {
      const chunk = await served(path);
      // Under the release and its build's hash (scripts/build/release.mjs), the English file or a
      // language's copy.
      expect(path).toMatch(/^\/widgets\/releases\/[\w.-]+_[0-9a-f]{8}\/([a-z]{2}\/)?[\w.-]+\.js$/);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
      if (chunk.large) {
        expect(chunk.headers['content-encoding']).toMatch(/^(br|gzip)$/);
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(0);
    expect(loader.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
  });
});
