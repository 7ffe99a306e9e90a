import { test } from './fixtures';
import { accountMenu, accountTrigger, signIn, widgetsReady } from './shopper';

test('sign in and sign out from the account menu', async ({ tab: page, step }) => {
  await step('open the home page', async () => {
    await page.goto('/');
    await widgetsReady(page);
  });
  await step('sign in from the account menu', () => signIn(page));
  await step('sign out from the account menu', async () => {
    await accountTrigger(page).click();
    await accountMenu(page).role('menuitem', 'Sign out').click();
    await page.expectURL(/search\.html/);
    await accountMenu(page).role('button', 'Sign in', { exact: true }).expectVisible();
  });
});
