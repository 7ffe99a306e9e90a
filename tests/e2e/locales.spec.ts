import { BASE_SITE_BY_LOCALE, LOCALES } from '../../src/core/locale/locales';
import { languageOf } from '../../src/core/locale/site-context';
import { SEED_FOOTER_CONTENT } from '../../src/mocks/db/seed-footer-content';
import { SEED_NAV_CONTENT } from '../../src/mocks/db/seed-nav-content';
import { expect, footer, header, test, widgetsReady } from './fixtures';

test.describe('header and footer render for every regional site', () => {
  for (const locale of LOCALES) {
    test(`${locale}`, async ({ page, errors }) => {
      await page.goto(`/?site=${locale}`);
      await widgetsReady(page);
      const h = header(page);
      await expect(h.locator('header')).toHaveAttribute('data-state', 'loaded');
      const menuTitles = SEED_NAV_CONTENT[locale].menus.map((menu) => menu.title);
      await expect(h.locator('.menu-trigger')).toHaveText(menuTitles);

      const storeBase = `/store/${BASE_SITE_BY_LOCALE[locale]}/${languageOf(locale)}`;
      const utility = h.getByRole('navigation').first().getByRole('link');
      await expect(utility.first()).toHaveAttribute('href', `${storeBase}/quickOrder`);
      await expect(h.locator(`a[href="/invoices/${locale}"]`)).toHaveCount(1);
      await expect(h.locator('.widget-root:has(> header)')).toHaveAttribute('lang', locale);

      const f = footer(page);
      await expect(f.locator('footer')).toHaveAttribute('data-state', 'loaded');
      await expect(
        f.getByText(SEED_FOOTER_CONTENT[locale].columns[0]!.title, { exact: true }).first(),
      ).toBeVisible();
      expect(errors.pageErrors).toEqual([]);
      expect(errors.consoleErrors).toEqual([]);
    });
  }

  test('an unknown host falls back to en-us with one console error', async ({ page, errors }) => {
    await page.goto('/?site=fr-ca&host=shop.example.org');
    await widgetsReady(page);
    await expect(header(page).locator('.widget-root:has(> header)')).toHaveAttribute(
      'lang',
      'en-us',
    );
    await expect(header(page).locator('.menu-trigger').first()).toHaveText(
      SEED_NAV_CONTENT['en-us'].menus[0]!.title,
    );
    expect(errors.consoleErrors).toEqual([
      expect.stringContaining('unknown host "shop.example.org"'),
    ]);
  });

  test('an unknown locale path falls back to en-us with one console error', async ({
    page,
    errors,
  }) => {
    await page.goto('/?site=en-ca&localePath=de-de');
    await widgetsReady(page);
    await expect(header(page).locator('.widget-root:has(> header)')).toHaveAttribute(
      'lang',
      'en-us',
    );
    expect(errors.consoleErrors).toEqual([expect.stringContaining('unknown locale path "/de-de"')]);
  });

  test('broken page configuration logs the problem and the widgets still render', async ({
    page,
    errors,
  }) => {
    await page.goto('/?config=broken');
    await widgetsReady(page);
    await expect(header(page).locator('header')).toHaveAttribute('data-state', 'loaded');
    expect(errors.consoleErrors.join('\n')).toContain('is not valid JSON');
    expect(errors.pageErrors).toEqual([]);
  });
});
