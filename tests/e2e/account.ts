import type { Page } from '@playwright/test';
import { header } from './fixtures';

/** Seeded shoppers the e2e tests sign in as (src/mocks/db/seed-users.ts). */
export const DANA = {
  username: 'clinician@example.com',
  password: 'Clinician!2026',
  name: 'Dana Whitfield',
  initials: 'DW',
};

export const accountMenu = (page: Page) => header(page).locator('store-account-menu');

/** The initials button once someone is signed in (its name is "DW Account menu for Dana Whitfield"). */
export const accountTrigger = (page: Page, name = DANA.name) =>
  accountMenu(page).getByRole('button', { name: `Account menu for ${name}` });

/** Signs in through the header's account menu, as a shopper does. Does not wait for the result. */
export async function signIn(
  page: Page,
  user: { username: string; password: string } = DANA,
): Promise<void> {
  await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or username').fill(user.username);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}
