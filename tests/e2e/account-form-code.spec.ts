import type { Browser, Locator, Page } from '@playwright/test';
import { DANA, signIn } from './account';
import { expect, scriptRequests, test, widgetsReady } from './fixtures';

/**
 * The account form pages (profile, add or edit an address, add or edit a qualification,
 * preferences) load their forms' code once the shopper is known to be signed in, or while her
 * session is checked when the page holds her tokens, and the quote details page its quote's (the
 * order pieces, the actions); none of them loads react-hook-form (src/ui/forms/use-simple-form.ts). A visitor is asked to sign in and loads none of it; a signed-in shopper's page goes
 * from loading straight to the form (no sign-in prompt, no empty form in between); a form whose
 * code keeps failing says so with Try again, which brings it.
 */
const ACCOUNT = '/store/usassessments/en/my-account';

interface FormPage {
  path: string;
  tag: string;
  /** What the page's code shows: a field of the form, by its label, or the quote's heading. */
  shown: (widget: Locator) => Locator;
  /** The page's own form code (Rolldown names a chunk after its module). */
  code: RegExp;
}

const PAGES: FormPage[] = [
  {
    path: `${ACCOUNT}/profile-details`,
    tag: 'store-profile-details',
    shown: (widget) => widget.getByLabel('First name', { exact: true }),
    code: /\/(profile-forms|session)\.js$/,
  },
  {
    path: `${ACCOUNT}/addresses/add-address`,
    tag: 'store-address-form-page',
    shown: (widget) => widget.getByLabel('Town/city', { exact: true }),
    code: /\/address-form\.js$/,
  },
  {
    path: `${ACCOUNT}/qualifications/degree/add`,
    tag: 'store-qualification-form-page',
    shown: (widget) => widget.getByLabel('Degree', { exact: true }),
    code: /\/qualification-form\.js$/,
  },
  {
    path: `${ACCOUNT}/preferences`,
    tag: 'store-preferences',
    shown: (widget) => widget.getByLabel('Your regional site'),
    code: /\/preferences-form\.js$/,
  },
  {
    path: `${ACCOUNT}/quotes/Q10000005`,
    tag: 'store-quote-details',
    shown: (widget) => widget.getByRole('heading', { name: 'Quote Q10000005' }),
    code: /\/quote-details-content\.js$/,
  },
];

/** react-hook-form's chunk, with its resolver (a chunk group of the build's). */
const FORM_LIBRARY = /\/form-library\.js$/;
const PART_NOTICE = 'This part could not be loaded. Check your connection and try again.';

const base = (page: Page, form: FormPage): Locator =>
  page.locator(form.tag).locator('[part="base"]');

/** Every `data-state` the form page's root showed, frame by frame from the page's first script. */
async function recordStates(page: Page, tag: string) {
  await page.addInitScript((name) => {
    const seen: string[] = [];
    (globalThis as Record<string, unknown>).__formStates = seen;
    const look = () => {
      const root = document.querySelector(name)?.shadowRoot?.querySelector('[part="base"]');
      const state = root?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, tag);
  return () => page.evaluate(() => (globalThis as Record<string, unknown>).__formStates);
}

/** A tab of a new browser context (nothing cached) whose storage holds Dana's session. */
async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  await page.goto('/');
  await signIn(page);
  await expect(
    page.locator('store-header').getByRole('button', { name: `Account menu for ${DANA.name}` }),
  ).toBeVisible();
  const storageState = await first.storageState();
  await first.close();
  const context = await browser.newContext({ baseURL, storageState });
  return context.newPage();
}

test.describe('the account forms’ code, loaded once the shopper is known', () => {
  test.setTimeout(60_000);

  for (const form of PAGES) {
    test(`${form.tag}: a visitor loads no form code; signing in brings the form`, async ({
      page,
      errors,
    }) => {
      const scripts = scriptRequests(page);
      await page.goto(form.path);
      await widgetsReady(page);
      await expect(base(page, form)).toHaveAttribute('data-state', 'signed-out');
      // The flag client is among the last files an anonymous page asks for: once it is here, the
      // page has asked for everything it would on its own.
      await expect.poll(() => scripts.some((s) => /\/flag-client\.js$/.test(s))).toBe(true);
      expect(scripts.filter((s) => form.code.test(s) || FORM_LIBRARY.test(s))).toEqual([]);

      await signIn(page);
      await expect(form.shown(page.locator(form.tag))).toBeVisible();
      await expect(base(page, form)).toHaveAttribute('data-state', 'loaded');
      expect(scripts.filter((s) => form.code.test(s))).not.toEqual([]);
      expect(scripts.filter((s) => FORM_LIBRARY.test(s))).toEqual([]);
      expect(errors.pageErrors).toEqual([]);
    });
  }

  test('a signed-in shopper’s page goes from loading straight to the form', async ({
    browser,
    baseURL,
  }) => {
    for (const form of PAGES) {
      const page = await signedInPage(browser, baseURL);
      const states = await recordStates(page, form.tag);
      await page.goto(form.path);
      await expect(form.shown(page.locator(form.tag))).toBeVisible();
      await expect(base(page, form)).toHaveAttribute('data-state', 'loaded');
      // The recorder looks once a frame: the state it saw last may be a frame behind the page's.
      await expect.poll(states).toEqual(['loading', 'loaded']);
      await page.context().close();
    }
  });

  test('a form whose code keeps failing says so in place; Try again brings it once the network is back', async ({
    browser,
    baseURL,
  }) => {
    const form = PAGES[2]!;
    const page = await signedInPage(browser, baseURL);
    // The form's chunk alone (a fault's glob would take the page's own element too), retries
    // (`?retry=N`) included.
    const asked: string[] = [];
    const failing = (url: URL) => form.code.test(url.pathname);
    await page.route(failing, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 500, body: '' });
    });
    await page.goto(form.path);
    const widget = page.locator(form.tag);
    // The first load and its two retries (after 1 s and 3 s more), then the notice.
    await expect(widget.getByRole('alert')).toHaveText(PART_NOTICE, { timeout: 15_000 });
    await expect(base(page, form)).toHaveAttribute('data-state', 'error');
    expect(asked).toHaveLength(3);
    await page.unroute(failing);
    await widget.getByRole('button', { name: 'Try again' }).click();
    const degree = form.shown(widget);
    await expect(degree).toBeVisible({ timeout: 15_000 });
    await degree.selectOption({ label: 'Master’s degree' });
    await expect(degree).toHaveValue(/.+/);
    await page.context().close();
  });
});
