import { addFault, expect, footer, header, scriptRequests, test, widgetsReady } from './fixtures';

const modes = ['500', 'malformed', 'timeout', 'network'] as const;

test.describe('a failing content endpoint gives the built-in fallback and one logged error', () => {
  for (const mode of modes) {
    test(`navigation and footer content: ${mode}`, async ({ page, request, errors }) => {
      await addFault(request, { path: '/content/*/first-level-nav-content.json', mode });
      await addFault(request, { path: '/content/*/footer-content.json', mode });
      // A short client timeout keeps the timeout case quick; the default is 10 s.
      await page.goto('/?timeoutMs=1500');
      await widgetsReady(page);

      await expect(header(page).locator('header')).toHaveAttribute('data-state', 'fallback');
      await expect(header(page).locator('.menu-trigger')).toHaveText([
        'Assessments & Solutions',
        'Learning & Training',
        'Ordering & Support',
      ]);
      await expect(footer(page).locator('footer')).toHaveAttribute('data-state', 'fallback');
      await expect(footer(page).getByRole('link').first()).toBeVisible();

      const ours = errors.consoleErrors.filter((text) => text.startsWith('[store-widgets]'));
      expect(ours.filter((text) => text.includes('first-level-nav-content.json'))).toHaveLength(1);
      expect(ours.filter((text) => text.includes('footer-content.json'))).toHaveLength(1);
      expect(errors.pageErrors).toEqual([]);
    });
  }

  test('the built-in navigation’s and footer’s code comes only with the failure', async ({
    page,
    request,
  }) => {
    const builtIn = (scripts: string[]) =>
      scripts.filter((path) => /\/(fallback-nav|footer-fallback)\.js$/.test(path)).sort();
    const scripts = scriptRequests(page);
    await page.goto('/');
    await widgetsReady(page);
    await expect(header(page).locator('header')).toHaveAttribute('data-state', 'loaded');
    await expect(footer(page).locator('footer')).toHaveAttribute('data-state', 'loaded');
    await page.waitForLoadState('networkidle');
    expect(builtIn(scripts)).toEqual([]);

    await addFault(request, { path: '/content/*/first-level-nav-content.json', mode: '500' });
    await addFault(request, { path: '/content/*/footer-content.json', mode: '500' });
    await page.reload();
    await expect(header(page).locator('header')).toHaveAttribute('data-state', 'fallback');
    await expect(footer(page).getByRole('link').first()).toBeVisible();
    expect(builtIn(scripts).map((path) => path.split('/').pop())).toEqual([
      'fallback-nav.js',
      'footer-fallback.js',
    ]);
  });

  test('the fallback menu still opens and links somewhere useful', async ({ page, request }) => {
    await addFault(request, { path: '/content/*/first-level-nav-content.json', mode: '500' });
    await page.goto('/?site=fr-ca');
    await widgetsReady(page);
    await header(page).getByRole('button', { name: 'Commandes et assistance' }).click();
    await expect(header(page).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/store/caassessments/fr/my-account',
    );
  });
});
