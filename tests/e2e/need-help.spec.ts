import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  checkout,
  CLINICIAN,
  continueTo,
  expectStep,
  startCheckout,
  stepSection,
  choice,
} from './checkout';
import { expect, header, test, widgetsReady } from './fixtures';

/** The Need Help dialog (issue 11): opened from the header and from every checkout step. */

const NOTICE_EN =
  'Customer support is closed on July 3-4 and resumes Wednesday, July 5 at 7:00 AM CT.';

const DIALOG_CHUNK = /\/releases\/[^/]+\/need-help-dialog\.js$/;

const helpButton = (scope: Locator) => scope.getByRole('button', { name: 'Need help?' });
const helpDialog = (scope: Locator) => scope.getByRole('dialog', { name: 'Need help?' });

/** Every text of the English dialog on the US site, word for word. */
async function expectEnglishUs(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Need help?');
  await expect(dialog.locator('.need-help-notice')).toHaveText(`Notice: ${NOTICE_EN}`);
  await expect(
    dialog.getByText(
      'Our customer support team can help with orders, products, accounts and qualifications.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Customer support hours' })).toBeVisible();
  await expect(dialog.locator('.need-help-hours')).toHaveText(
    'United StatesMonday to Friday, 7:00 AM to 7:00 PM (Central Time)',
  );
  await expect(dialog.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contact customer support' })).toHaveAttribute(
    'href',
    '/contact-us.html',
  );
  await expect(
    dialog.getByRole('link', { name: 'Regional and international contacts' }),
  ).toHaveAttribute('href', '/international-contacts.html');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
}

/**
 * Where focus is: `inside: <tag text>` in the dialog, `none` (the browser's own UI, nothing of the
 * page), or `outside: …` on the page behind the dialog.
 */
const focusPlace = (dialog: Locator) =>
  dialog.evaluate((el) => {
    const active = (el.getRootNode() as ShadowRoot).activeElement;
    if (active && el.contains(active)) return `inside: ${active.tagName} ${active.textContent}`;
    const page = document.activeElement;
    return !page || page === document.body ? 'none' : `outside: ${active?.tagName ?? page.tagName}`;
  });

/** Escape closes, then the Close button does; each time focus is back on the opener. */
async function expectClosesBackToOpener(page: Page, opener: Locator, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('the support notice', () => {
  for (const [when, time, shown] of [
    ['a minute before support reopens', '2028-07-05T11:59:00Z', true],
    ['once support has reopened (Wednesday July 5, 7:00 AM CT)', '2028-07-05T12:00:00Z', false],
  ] as const) {
    test(`${when}: the header's banner and the Need Help dialog ${shown ? 'show it' : 'no longer show it'}`, async ({
      page,
    }) => {
      await page.clock.install({ time });
      await page.goto('/');
      await widgetsReady(page);
      const banner = header(page).getByRole('region', { name: 'Site notice' });
      await expect(header(page).getByText(NOTICE_EN)).toHaveCount(shown ? 1 : 0);
      if (!shown) await expect(banner).toHaveCount(0);
      await helpButton(header(page)).first().click();
      const dialog = helpDialog(header(page));
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(NOTICE_EN)).toHaveCount(shown ? 1 : 0);
    });
  }
});

test.describe('Need Help from the header', () => {
  test('loads on first use, shows the support texts, is accessible and gives focus back', async ({
    page,
    errors,
  }) => {
    const dialogChunks: string[] = [];
    page.on('request', (request) => {
      if (DIALOG_CHUNK.test(new URL(request.url()).pathname)) dialogChunks.push(request.url());
    });
    await page.goto('/');
    await widgetsReady(page);
    // The dialog's code is not part of the page load; hovering the button fetches it ahead.
    expect(dialogChunks).toEqual([]);
    const opener = helpButton(header(page));
    await opener.hover();
    await expect.poll(() => dialogChunks.length).toBe(1);

    await opener.click();
    const dialog = helpDialog(header(page));
    await expect(dialog).toBeVisible();
    await expectEnglishUs(dialog);
    // The banner says the same, from the same source.
    await expect(header(page).locator('.banner')).toHaveText(NOTICE_EN);

    // Focus stays in the dialog while open: Tab never reaches the page behind it (the native
    // modal dialog makes the page inert; after the last control the browser's own UI may get
    // focus, then the dialog again).
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const where = await focusPlace(dialog);
      expect(where, `after ${i + 1} Tab`).not.toMatch(/^outside/);
      seen.add(where);
    }
    expect([...seen].filter((where) => where.startsWith('inside')).length).toBe(3);

    expect(await seriousViolations(page, ['store-header'])).toEqual([]);
    await expectClosesBackToOpener(page, opener, dialog);
    expect(dialogChunks).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('the contact links lead to working pages', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page);
    await helpButton(header(page)).click();
    const dialog = helpDialog(header(page));
    const international = await dialog
      .getByRole('link', { name: 'Regional and international contacts' })
      .getAttribute('href');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact-us.html')),
      dialog.getByRole('link', { name: 'Contact customer support' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/contact-us\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');

    const page2 = await page.goto(international ?? '');
    expect(page2?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('International contacts');
  });

  test('on a phone it is in the menu panel; closing the dialog keeps the panel open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await widgetsReady(page);
    const menu = header(page).locator('.menu-button');
    await menu.click();
    const opener = helpButton(header(page).locator('.nav-panel'));
    await opener.click();
    const dialog = helpDialog(header(page));
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // The dialog's links keep the dialog's look, not the panel's.
    await expect(dialog.getByRole('link', { name: 'Contact customer support' })).toHaveCSS(
      'display',
      'inline',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(opener).toBeFocused();
  });

  test('the French site shows it in French', async ({ page }) => {
    await page.goto('/?site=fr-ca');
    await widgetsReady(page);
    const opener = header(page).getByRole('button', { name: 'Besoin d’aide ?' });
    await opener.click();
    const dialog = header(page).getByRole('dialog', { name: 'Besoin d’aide ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.need-help-notice')).toHaveText(
      'Avis: Le service client est fermé les 3 et 4 juillet et reprend le mercredi 5 juillet à 7 h 00 (heure du Centre).',
    );
    await expect(
      dialog.getByText(
        'Notre service client peut vous aider pour vos commandes, nos produits, votre compte et vos qualifications.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Heures d’ouverture du service client' }),
    ).toBeVisible();
    await expect(dialog.locator('.need-help-hours')).toHaveText(
      'CanadaDu lundi au vendredi, de 8 h à 18 h (heure de l’Est)',
    );
    await expect(dialog.getByRole('heading', { name: 'Nous joindre' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Joindre le service client' })).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: 'Contacts régionaux et internationaux' }),
    ).toBeVisible();
    expect(await seriousViolations(page, ['store-header'])).toEqual([]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('Need Help in the checkout', () => {
  test('every step has it; it opens, is accessible and gives focus back', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await expectStep(page, 'account');
    const opener = helpButton(stepSection(page));
    await opener.click();
    const dialog = helpDialog(checkout(page));
    await expect(dialog).toBeVisible();
    await expectEnglishUs(dialog);
    expect(await seriousViolations(page, ['store-checkout'])).toEqual([]);
    await expectClosesBackToOpener(page, opener, dialog);

    // The other steps of the way to the order summary each have it too.
    for (const next of ['qualified-user', 'shipping-address', 'shipping-method']) {
      await continueTo(page, next);
      await expect(helpButton(stepSection(page))).toBeVisible();
    }
    await choice(page, /Ground/).check();
    await continueTo(page, 'billing-address');
    await expect(helpButton(stepSection(page))).toBeVisible();
    await continueTo(page, 'review');
    const reviewOpener = helpButton(stepSection(page));
    await reviewOpener.click();
    await expect(helpDialog(checkout(page))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(helpDialog(checkout(page))).toBeHidden();
    await expect(reviewOpener).toBeFocused();
  });
});
