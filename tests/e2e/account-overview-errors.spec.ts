import type { Locator, Page } from '@playwright/test';
import { accountMenu, accountTrigger, signIn } from './account';
import { seriousViolations } from './axe';
import { expect, test, widgetsReady } from './fixtures';

/**
 * The account overview (`/my-account`), the account page shell's sign-in and "not available"
 * states, and the error pages (spec section 2: the regional site root plus `error.{code}.html`,
 * 400-511, else 500). Every link is followed to a working demo page.
 */

const OVERVIEW = '/store/usassessments/en/my-account';

/** The account menu's pages in its order (spec section 2), each with the overview's line. */
const PAGES: [name: string, line: string][] = [
  ['Order History', 'Your orders and their status and details; order again in one step.'],
  ['Quotes', 'Your quotes, how long each is valid, and ordering from a quote.'],
  ['Saved Carts', 'Carts you saved for later; make one your active cart again.'],
  ['Profile & Password', 'Your name and email address, and changing your password.'],
  ['Qualifications', 'Your qualifications and the products your qualification level lets you buy.'],
  ['Accounts', 'Your personal and organisational accounts and their account numbers.'],
  ['Address Book', 'Your shipping and billing addresses, and which ones are your defaults.'],
  ['Preferences', 'How we contact you, and your regional settings.'],
  ['Payment Cards', 'The payment cards you saved, and your default card.'],
];

const overview = (page: Page) => page.locator('store-my-account');
const overviewState = (page: Page) => overview(page).locator('[part="base"]');
const overviewLinks = (page: Page) =>
  overview(page).getByRole('list', { name: 'Your account' }).getByRole('link');

/** Follows a link as a shopper does: the page it leads to answers 200 with its heading. */
async function follow(page: Page, link: Locator, heading: RegExp): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  const answered = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() && new URL(response.url()).pathname === href,
  );
  await link.click();
  expect((await answered).status()).toBe(200);
  await expect(page.locator('main h1').first()).toHaveText(heading);
  return href;
}

/** Tab from the top of the page's main content reaches each of `targets` in order. */
async function tabsThrough(page: Page, targets: Locator[]): Promise<void> {
  await page
    .locator('main')
    .first()
    .click({ position: { x: 1, y: 1 } });
  for (const target of targets) {
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  }
}

test.describe('account overview', () => {
  // Nine pages followed and back, with axe: long on a loaded two-core machine.
  test.setTimeout(90_000);

  test('a visitor signs in and comes back; every page with its line; every link followed; keyboard; axe', async ({
    page,
    errors,
  }) => {
    await page.goto('/my-account');
    await page.waitForURL(`**${OVERVIEW}`);
    await widgetsReady(page);
    await expect(overviewState(page)).toHaveAttribute('data-state', 'signed-out');
    await expect(overview(page).getByText('Please sign in to see your account.')).toBeVisible();
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // The sign-in link goes to the login page, which brings the shopper back here.
    await overview(page).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`**/en-us/login?returnTo=${encodeURIComponent(OVERVIEW)}`);
    await widgetsReady(page);
    await signIn(page);
    await page.waitForURL(`**${OVERVIEW}`);
    await expect(overviewState(page)).toHaveAttribute('data-state', 'loaded');

    await expect(overviewLinks(page)).toHaveText(PAGES.map(([name]) => name));
    await expect(overview(page).locator('.overview-description')).toHaveText(
      PAGES.map(([, line]) => line),
    );
    await expect(overviewLinks(page).first()).toHaveAccessibleDescription(PAGES[0]![1]);
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await tabsThrough(
      page,
      PAGES.map(([name]) => overview(page).getByRole('link', { name, exact: true })),
    );

    // Each link leads to its working page (the account menu's own: same list, same URLs).
    await accountTrigger(page).click();
    // The menu's code comes as she goes for the button (issue 31): read it once it shows.
    await expect(accountMenu(page).getByRole('menu')).toBeVisible();
    const menuHrefs = await accountMenu(page)
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')).filter(Boolean));
    await page.keyboard.press('Escape');
    const hrefs: string[] = [];
    for (const [name] of PAGES) {
      const link = overview(page).getByRole('link', { name, exact: true });
      hrefs.push(await follow(page, link, new RegExp(`^${name}$`, 'i')));
      await page.goBack();
      await expect(overviewState(page)).toHaveAttribute('data-state', 'loaded');
    }
    expect(hrefs).toEqual(menuHrefs);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a page whose flag is off is left out like in the account menu, and its page says it is not available', async ({
    page,
    request,
  }) => {
    // ?mockFlags=0: the page follows the flag service, which now allows no qualification type.
    const off = await request.post('/__mock/flags', {
      data: { values: { 'my-account-qualifications': [] } },
    });
    expect(off.ok()).toBe(true);
    await page.goto(`${OVERVIEW}?mockFlags=0`);
    await widgetsReady(page);
    await signIn(page);
    await expect(accountTrigger(page)).toBeVisible();
    const shown = PAGES.map(([name]) => name).filter((name) => name !== 'Qualifications');
    // Order history and address book (off by default) arrive from the flag service, live.
    await expect(overviewLinks(page)).toHaveText(shown);
    await accountTrigger(page).click();
    await expect(accountMenu(page).getByRole('menuitem')).toHaveText([...shown, 'Sign out']);
    await page.keyboard.press('Escape');

    // The Qualifications page itself (its address typed or bookmarked) says so.
    await page.goto(`${OVERVIEW}/qualifications?mockFlags=0`);
    const shell = page.locator('store-qualifications');
    await expect(shell.locator('[part="base"]')).toHaveAttribute('data-state', 'unavailable');
    await expect(shell.getByRole('status')).toHaveText('This page is not available.');
    await expect(shell).toContainText('Your account’s other pages are listed in My account.');
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await tabsThrough(page, [shell.getByRole('link', { name: 'Back to My account' })]);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${OVERVIEW}`);
    await expect(overviewState(page)).toHaveAttribute('data-state', 'loaded');

    // A qualification type's pages follow the types the flag allows (mock: degree, not license).
    const form = page.locator('store-qualification-form-page');
    await page.goto(`${OVERVIEW}/qualifications/license/add`);
    await expect(form.locator('[part="base"]')).toHaveAttribute('data-state', 'unavailable');
    await page.goto(`${OVERVIEW}/qualifications/degree/add`);
    await expect(form.locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
  });
});

/** One code of each family, with its English title and text word for word. */
const FAMILIES: [code: number, family: string, title: string, text: string][] = [
  [
    400,
    'bad-request',
    'We could not handle this request',
    'The request was not what we expected. Please check the address, or start again from the home page.',
  ],
  [
    401,
    'sign-in',
    'Please sign in',
    'You need to be signed in to see this page. Please sign in and try again.',
  ],
  [
    403,
    'forbidden',
    'You do not have access to this page',
    'Your account does not allow you to see this page. If you think it should, please contact us.',
  ],
  [
    404,
    'not-found',
    'Page not found',
    'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  ],
  [
    408,
    'try-later',
    'Please try again in a moment',
    'Your request took too long or we received too many requests at once. Please wait a moment and try again.',
  ],
  [
    429,
    'try-later',
    'Please try again in a moment',
    'Your request took too long or we received too many requests at once. Please wait a moment and try again.',
  ],
  [
    410,
    'gone',
    'This page is no longer available',
    'The page you were looking for has been removed.',
  ],
  [
    503,
    'unavailable',
    'The store is temporarily unavailable',
    'We cannot reach the store right now. Please try again in a few minutes.',
  ],
  [
    500,
    'server-error',
    'Something went wrong on our side',
    'We could not complete your request. Please try again later. If the problem persists, contact us.',
  ],
  [
    511,
    'server-error',
    'Something went wrong on our side',
    'We could not complete your request. Please try again later. If the problem persists, contact us.',
  ],
];

const errorPage = (page: Page) => page.locator('store-error-page');

test.describe('error pages', () => {
  // Fifteen page loads, ten with axe.
  test.setTimeout(60_000);

  test('every code family word for word, with axe; codes outside 400-511 are the 500 page', async ({
    page,
    errors,
  }) => {
    for (const [code, family, title, text] of FAMILIES) {
      await page.goto(`/en-us/error.${code}.html`);
      const root = errorPage(page).locator('[part="base"]');
      await expect(root).toHaveAttribute('data-state', family);
      await expect(errorPage(page).getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(errorPage(page).locator('.error-code')).toHaveText(`Error ${code}`);
      await expect(errorPage(page).locator('.error-text')).toHaveText(text);
      expect(await seriousViolations(page, ['main']), String(code)).toEqual([]);
    }
    for (const wrong of ['399', '512', '600', 'abc', '0404']) {
      await page.goto(`/en-gb/error.${wrong}.html`);
      await page.waitForURL('**/en-gb/error.500.html');
      await expect(errorPage(page).locator('[part="base"]')).toHaveAttribute('data-code', '500');
      await expect(errorPage(page).getByRole('heading', { level: 1 })).toHaveText(
        'Something went wrong on our side',
      );
    }
    expect(errors.pageErrors).toEqual([]);
  });

  test('French Canada; the links home, to contact us and to sign in are followed, by keyboard too', async ({
    page,
  }) => {
    await page.goto('/fr-ca/error.404.html');
    await expect(errorPage(page).getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(errorPage(page).locator('.error-text')).toHaveText(
      'Nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée, ou l’adresse contient une erreur.',
    );
    await expect(errorPage(page).locator('.error-code')).toHaveText('Erreur 404');
    const home = errorPage(page).getByRole('link', { name: 'Aller à la page d’accueil' });
    const contact = errorPage(page).getByRole('link', { name: 'Nous joindre' });
    await tabsThrough(page, [home, contact]);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/contact-us.html');
    await expect(page.locator('main h1')).toHaveText('Contact us');
    await page.goBack();
    await follow(page, home, /^Assessments for every professional$/);

    await page.goto('/en-us/error.401.html');
    await follow(page, errorPage(page).getByRole('link', { name: 'Sign in' }), /^Sign in$/);
    expect(new URL(page.url()).pathname).toBe('/en-us/login');
  });
});
