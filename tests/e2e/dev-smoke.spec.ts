import { accountTrigger, signIn } from './account';
import { expect, header, test, widgetsReady } from './fixtures';

/**
 * `npm run dev` serves the widgets from source through Vite, with module URLs such as
 * /src/api/users/get-user.ts on the same origin as the fake backend. The production e2e suite
 * cannot see problems there, so this runs the main journey once against the dev server.
 */
test('the dev server renders every widget and signs a shopper in', async ({ page, errors }) => {
  await page.goto('/');
  await widgetsReady(page);
  await expect(header(page).locator('header')).toHaveAttribute('data-state', 'loaded');
  await signIn(page);
  await expect(accountTrigger(page)).toBeVisible({ timeout: 15_000 });
  expect(errors.pageErrors).toEqual([]);
});
