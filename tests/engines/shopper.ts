import type { EnginePage, EngineLocator } from './engine-page';

/** Seeded shoppers and helpers the journeys share (src/mocks/db/seed-users.ts). */
export const DANA = {
  username: 'clinician@example.com',
  password: 'Clinician!2026',
  name: 'Dana Whitfield',
  initials: 'DW',
};

export const header = (page: EnginePage) => page.css('store-header');
export const footer = (page: EnginePage) => page.css('store-footer');
export const accountMenu = (page: EnginePage) => page.css('store-account-menu').nth(0);

/** The header and footer have rendered their content (or their fallback). */
export async function widgetsReady(page: EnginePage): Promise<void> {
  await header(page).css('header[data-state]:not([data-state="loading"])').expectVisible();
  await footer(page).css('footer[data-state]:not([data-state="loading"])').expectVisible();
}

export const signInDialog = (page: EnginePage): EngineLocator =>
  accountMenu(page).role('dialog', 'Sign in to your account');

/** Signs in through the header's account menu and waits for the shopper's initials. */
export async function signIn(
  page: EnginePage,
  user: { username: string; password: string; name: string } = DANA,
): Promise<void> {
  await accountMenu(page).role('button', 'Sign in', { exact: true }).click();
  const dialog = signInDialog(page);
  await dialog.label('Email or username').fill(user.username);
  await dialog.label('Password').fill(user.password);
  await dialog.role('button', 'Sign in', { exact: true }).click();
  await accountTrigger(page, user.name).expectVisible();
}

export const accountTrigger = (page: EnginePage, name = DANA.name) =>
  accountMenu(page).role('button', `Account menu for ${name}`);
