import { expect, test } from '@playwright/test';

const STORYBOOK = `http://localhost:${Number(process.env.E2E_PORT ?? 4317) + 1}`;

const stories: [
  id: string,
  tag: string,
  state: 'loaded' | 'fallback' | 'signed-out',
  firstText?: string,
][] = [
  ['widgets-header--loaded', 'store-header', 'loaded', 'Assessments & Solutions'],
  ['widgets-header--fallback-after-failure', 'store-header', 'fallback', 'Assessments & Solutions'],
  ['widgets-header--french-canada', 'store-header', 'loaded', 'Évaluations et solutions'],
  ['widgets-header--netherlands', 'store-header', 'loaded'],
  ['widgets-header--spain', 'store-header', 'loaded'],
  ['widgets-footer--loaded', 'store-footer', 'loaded'],
  ['widgets-footer--fallback-after-failure', 'store-footer', 'fallback'],
  ['widgets-footer--french-canada', 'store-footer', 'loaded'],
  ['widgets-account-menu--signed-out', 'store-account-menu', 'signed-out'],
  ['widgets-account-menu--identity-server-down', 'store-account-menu', 'signed-out'],
];

test.describe('Storybook stories render against the fake backend', () => {
  for (const [id, tag, state, firstText] of stories) {
    test(id, async ({ page }) => {
      await page.goto(`${STORYBOOK}/iframe.html?id=${id}&viewMode=story`);
      const root = page.locator(`${tag} [data-state]`);
      await expect(root).toHaveAttribute('data-state', state, { timeout: 15_000 });
      if (firstText)
        await expect(page.locator(`${tag} .menu-trigger`).first()).toHaveText(firstText);
    });
  }
});
