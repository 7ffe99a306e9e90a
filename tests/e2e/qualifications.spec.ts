import type { Locator, Page } from '@playwright/test';
import { signIn } from './account';
import { seriousViolations } from './axe';
import { CLINICIAN, TEACHER } from './checkout';
import { addFault, expect, test, widgetsReady } from './fixtures';

/**
 * The qualification pages (`<store-qualifications>`, `<store-qualification-form-page>`) as
 * shoppers use them: the list with the level and what it buys, only the types the
 * my-account-qualifications flag allows (mock mode: not license); adding a degree (rules, a lost
 * answer kept and retried once, a double click) raises the level; editing a license (the flag
 * service allowing it); unknown ids "not found"; a type the flag does not allow "not available".
 * Axe, keyboard, links followed. The rule tables and the backend are unit tests
 * (src/rules/qualifications, src/mocks/handlers/qualifications-backend.test.ts).
 */

const QUALS = '/store/usassessments/en/my-account/qualifications';
const ADD_DEGREE_API = '/headless/ecommerce/v2/users/current/qualifications/degree';

const list = (page: Page) => page.locator('store-qualifications');
const formPage = (page: Page) => page.locator('store-qualification-form-page');
const state = (widget: Locator) => widget.locator('[part="base"]');
const field = (page: Page, label: string) => formPage(page).getByLabel(label, { exact: true });
const save = (page: Page) => formPage(page).getByRole('button', { name: 'Save qualification' });
const item = (page: Page, text: string) =>
  list(page).locator('[part="item"]').filter({ hasText: text });

/** Follows a link as a shopper does: the page it leads to answers 200 and has the heading. */
async function follow(page: Page, link: Locator, heading: string, keyboard = false): Promise<void> {
  const href = (await link.getAttribute('href')) ?? '';
  const answered = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() && new URL(response.url()).pathname === href,
  );
  if (keyboard) {
    await link.focus();
    await page.keyboard.press('Enter');
  } else {
    await link.click();
  }
  expect((await answered).status()).toBe(200);
  await expect(page.locator('main h1').first()).toHaveText(heading);
}

/** A field's message word for word, tied to the field. */
async function expectFieldError(control: Locator, message: string | RegExp): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message);
}

test.describe('qualifications', () => {
  test.setTimeout(60_000);

  test('the teacher: level A, the types the flag allows; adds a degree (rules, a lost answer retried once) and is AB; axe, keyboard, links', async ({
    page,
    request,
    errors,
  }) => {
    await page.goto(QUALS);
    await widgetsReady(page);
    await expect(state(list(page))).toHaveAttribute('data-state', 'signed-out');
    await signIn(page, TEACHER);
    await expect(state(list(page))).toHaveAttribute('data-state', 'loaded');
    // Mock mode allows degree, accredited institution and organisation: no licenses.
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText([
      'Your qualification level',
      'Accredited institutions',
      'Professional organisations',
      'Degrees',
    ]);
    const level = list(page).locator('[part="notice"]');
    await expect(level).toContainText('Level A');
    await expect(level).toContainText('You can buy level A products.');
    await expect(item(page, 'Bachelor’s degree')).toHaveText(
      /Bachelor’s degree, Elementary Education.*Ohio State University.*2015.*Qualifies you for level A products/,
    );
    await expect(
      list(page).getByRole('link', { name: 'Edit', exact: true }),
    ).toHaveAccessibleDescription('Bachelor’s degree, Elementary Education');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    await follow(
      page,
      list(page).getByRole('link', { name: 'Add a degree' }),
      'Add a qualification',
      true,
    );
    await expect(state(formPage(page))).toHaveAttribute('data-state', 'loaded');
    await expect(formPage(page).getByRole('heading', { level: 2 })).toHaveText('Add a degree');

    // The rules, each message on its field.
    await save(page).click();
    await expectFieldError(field(page, 'Degree'), 'Please choose the degree.');
    await expectFieldError(field(page, 'Field of study'), 'This field is required.');
    await expect(field(page, 'Degree')).toBeFocused();
    const nextYear = String(new Date().getFullYear() + 1);
    await field(page, 'Degree').selectOption({ label: 'Master’s degree' });
    await field(page, 'Field of study').fill('Special <Education>');
    await field(page, 'Institution').fill('x'.repeat(101));
    await field(page, 'Year awarded').fill(nextYear);
    await save(page).click();
    await expectFieldError(
      field(page, 'Field of study'),
      "Use only letters, numbers, spaces and these characters: . , ' & ( ) / -",
    );
    await expectFieldError(field(page, 'Institution'), 'This can be no more than 100 characters.');
    await expectFieldError(field(page, 'Year awarded'), /^Enter a year from 1950 to \d{4}\.$/);
    await field(page, 'Field of study').fill('Special Education');
    await field(page, 'Institution').fill('Ohio State University');
    await field(page, 'Year awarded').fill('2020');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // The answer is lost after the platform added it: the input stays, a retry adds it once.
    // Chromium would resend a request whose kept-alive connection dropped, so the add goes
    // through a relay that never resends: the page gets a network failure.
    const keys: string[] = [];
    let posts = 0;
    await page.route(
      (url) => url.pathname === ADD_DEGREE_API,
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        posts += 1;
        keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
        try {
          await route.fulfill({ response: await route.fetch() });
        } catch {
          await route.abort('connectionreset');
        }
      },
    );
    await addFault(request, { path: ADD_DEGREE_API, method: 'POST', mode: 'lost', times: 1 });
    await save(page).dblclick();
    await expect(formPage(page).getByRole('alert')).toHaveText(
      'Your qualification could not be saved. Please try again.',
    );
    await expect(field(page, 'Field of study')).toHaveValue('Special Education');
    await expect(field(page, 'Degree')).toHaveValue('MASTER');
    expect(posts).toBe(1);
    await save(page).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${QUALS}`);
    await expect(list(page).getByRole('status').first()).toHaveText('The qualification was added.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Added once, and the master's degree makes her AB.
    await expect(list(page).locator('[part="item"]')).toHaveCount(2);
    await expect(item(page, 'Master’s degree, Special Education')).toContainText(
      'Qualifies you for level B products',
    );
    await expect(level).toContainText('Level AB');
    await expect(level).toContainText('You can buy level A and B products.');
    expect(errors.pageErrors).toEqual([]);
  });

  test('the clinician edits her license (the flag service allows it); not found; a type the flag does not allow', async ({
    page,
    request,
    errors,
  }) => {
    const flags = await request.post('/__mock/flags', {
      data: { values: { 'my-account-qualifications': ['license', 'degree'] } },
    });
    expect(flags.ok()).toBe(true);
    // ?mockFlags=0: the page follows the flag service.
    await page.goto(`${QUALS}?mockFlags=0`);
    await widgetsReady(page);
    await signIn(page, CLINICIAN);
    await expect(state(list(page))).toHaveAttribute('data-state', 'loaded');
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText([
      'Your qualification level',
      'Licenses',
      'Degrees',
    ]);
    const level = list(page).locator('[part="notice"]');
    await expect(level).toContainText('Level ABC');
    await expect(level).toContainText('You can buy products of every level: A, B and C.');
    await expect(item(page, 'Licensed Psychologist')).toContainText('PSY-204518');

    await page.goto(`${QUALS}/license/edit/q-1001-license?mockFlags=0`);
    await expect(state(formPage(page))).toHaveAttribute('data-state', 'loaded');
    await expect(formPage(page).getByRole('heading', { level: 2 })).toHaveText('Edit a license');
    await expect(field(page, 'License type')).toHaveValue('Licensed Psychologist');
    await expect(field(page, 'Expiry date')).toHaveAccessibleDescription('YYYY-MM-DD');
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await field(page, 'License number').fill('PSY 204518');
    await field(page, 'Expiry date').fill('2020-01-31');
    await field(page, 'Expiry date').press('Enter');
    await expectFieldError(field(page, 'License number'), 'Use only letters, numbers and hyphens.');
    await expectFieldError(
      field(page, 'Expiry date'),
      'This license has expired. Enter a license that is valid today or later. YYYY-MM-DD',
    );
    await field(page, 'License type').fill('Licensed Clinical Psychologist');
    await field(page, 'License number').fill('PSY-204518');
    await field(page, 'Expiry date').fill('2031-06-30');
    await field(page, 'Expiry date').press('Enter');
    await page.waitForURL(`**${QUALS}`);
    await expect(list(page).getByRole('status').first()).toHaveText('The qualification was saved.');
    // Back on the mock flags, which hide licenses: the license's own page shows it on the service's.
    await expect(state(list(page))).toHaveAttribute('data-state', 'loaded');
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText([
      'Your qualification level',
      'Accredited institutions',
      'Professional organisations',
      'Degrees',
    ]);
    await page.goto(`${QUALS}/license?mockFlags=0`);
    await expect(state(list(page))).toHaveAttribute('data-state', 'loaded');
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText([
      'Your qualification level',
      'Licenses',
    ]);
    await expect(list(page).locator('[part="item"]')).toHaveCount(1);
    await expect(item(page, 'Licensed Clinical Psychologist')).toContainText('2031-06-30');
    await follow(
      page,
      list(page).getByRole('link', { name: 'Back to Qualifications' }),
      'Qualifications',
    );

    // Not found: an unknown id, another type's id.
    for (const path of [
      'license/edit/q-nothing',
      'degree/edit/q-1001-license',
      'degree/edit/%3Cb%3E',
    ]) {
      await page.goto(`${QUALS}/${path}?mockFlags=0`);
      await expect(state(formPage(page))).toHaveAttribute('data-state', 'not-found');
      await expect(formPage(page).getByRole('alert')).toHaveText(
        'We could not find this qualification.',
      );
    }
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await follow(
      page,
      formPage(page).getByRole('link', { name: 'Back to Qualifications' }).first(),
      'Qualifications',
    );

    // A type the flag does not allow (organisation here), or no type of the spec's: not available.
    for (const path of ['organisation/add', 'certification/add']) {
      await page.goto(`${QUALS}/${path}?mockFlags=0`);
      await expect(state(formPage(page))).toHaveAttribute('data-state', 'unavailable');
      await expect(formPage(page).getByRole('status')).toHaveText('This page is not available.');
      await expect(formPage(page).getByRole('textbox')).toHaveCount(0);
    }
    expect(errors.pageErrors).toEqual([]);
  });
});
