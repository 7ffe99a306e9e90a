import { expectNoSeriousViolationsAt, seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { EnginePage } from './engine-page';
import { header, widgetsReady } from './shopper';

/**
 * The header as a shopper meets it at the project's width: the menus by keyboard (a disclosure
 * navigation on a desktop, a menu button and its panel on a phone), a menu link followed to its
 * page, the country modal, and the header in another language.
 */
const PHONE = 1024;

/** Presses Tab until the locator has the focus (at most `limit` times). */
async function tabTo(page: EnginePage, target: ReturnType<EnginePage['css']>, limit = 40) {
  for (let i = 0; i < limit && !(await target.inspect()).focused; i += 1) await page.press('Tab');
  await target.expectFocused();
}

test('the menus by keyboard, and a menu link leads to its page', async ({ tab: page, step }) => {
  await step('open the home page; axe finds nothing serious', async () => {
    await page.goto('/');
    await widgetsReady(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
  if (page.viewport.width > PHONE) {
    const first = header(page).role('button', 'Assessments & Solutions');
    await step('Tab to the first menu and open it with Enter', async () => {
      await tabTo(page, first);
      await page.press('Enter');
      await first.expectAttribute('aria-expanded', 'true');
    });
    await step('ArrowDown enters the panel, Escape closes it and the focus returns', async () => {
      await page.press('ArrowDown');
      const focused = await page.focusedPath();
      if (!/\[link\]/.test(focused)) throw new Error(`ArrowDown focused ${focused}`);
      await page.press('Escape');
      await first.expectAttribute('aria-expanded', 'false');
      await first.expectFocused();
    });
    await step('ArrowRight moves to the next menu; Enter, then a link is followed', async () => {
      await page.press('ArrowRight');
      const second = header(page).role('button', 'Learning & Training');
      await second.expectFocused();
      await page.press('Enter');
      await second.expectAttribute('aria-expanded', 'true');
    });
  } else {
    const button = header(page).role('button', 'Menu', { exact: true });
    await step('Tab to the menu button and open the panel', async () => {
      await tabTo(page, button);
      await page.press('Enter');
      await button.expectAttribute('aria-expanded', 'true');
      await header(page).css('.menu-trigger').nth(0).expectFocused();
    });
    await step('open the first group; Tab walks its links', async () => {
      await page.press('Enter');
      await header(page).css('.menu-trigger').nth(0).expectAttribute('aria-expanded', 'true');
      await page.press('Tab');
      const focused = await page.focusedPath();
      if (!/\[link\]/.test(focused)) throw new Error(`Tab focused ${focused}`);
    });
    await step('Escape closes the panel and the focus returns to the button', async () => {
      await page.press('Escape');
      await page.press('Escape');
      await button.expectAttribute('aria-expanded', 'false');
      await button.expectFocused();
      await page.press('Enter');
      await header(page).css('.menu-trigger').nth(0).click();
    });
  }
  await step('a link of the open menu leads to a working page', async () => {
    // The first link of the open panel (closed panels are hidden).
    const link = header(page).css('.menu-panel a').nth(0);
    const href = (await link.inspect()).attributes?.href;
    if (!href) throw new Error('No link in the open menu');
    await link.click();
    await page.expectURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await widgetsReady(page);
  });
});

test('the country modal: focus moves in and stays, Escape closes it', async ({
  tab: page,
  step,
}) => {
  const dialog = header(page).role('dialog', 'We could not identify your country');
  await step('open the home page; the modal is hidden', async () => {
    await page.goto('/');
    await widgetsReady(page);
    await dialog.expectHidden();
  });
  await step(
    'the country cannot be identified: the modal opens with the focus on its link; axe',
    async () => {
      await page.evaluate(() => {
        const core = (
          globalThis as unknown as Record<
            symbol,
            Map<string, { store: { countryUnidentified: boolean } }>
          >
        )[Symbol.for('store-widgets.core')]?.get('core');
        if (core) core.store.countryUnidentified = true;
      });
      await dialog.expectVisible();
      await dialog.role('link', 'Go to international contacts').expectFocused();
      await expectNoSeriousViolationsAt(page, 'desktop', ['store-header']);
    },
  );
  await step('Tab and Shift+Tab keep the focus inside', async () => {
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.press(key);
      if (!(await dialog.focusIsInside()))
        throw new Error(`${key} left the dialog: ${await page.focusedPath()}`);
    }
  });
  await step('Escape closes it', async () => {
    await page.press('Escape');
    await dialog.expectHidden();
  });
});

test('the header in French on the Canadian site', async ({ tab: page, step }) => {
  await step('open the fr-ca home page', async () => {
    await page.goto('/?site=fr-ca');
    await widgetsReady(page);
  });
  await step('the header speaks French', async () => {
    const account = page.css('store-account-menu').nth(0);
    await account.role('button', 'Se connecter').expectVisible();
  });
});
