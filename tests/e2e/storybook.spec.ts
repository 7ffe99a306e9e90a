import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
import { STORYBOOK_PORT } from './ports';

const STORYBOOK = `http://localhost:${STORYBOOK_PORT}`;

const stories: [
  id: string,
  tag: string,
  /** The widget root's `data-state` once the story has settled. */
  state: string,
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
  ['widgets-quick-order--empty', 'store-quick-order', 'ready'],
  ['widgets-quick-order--row-outcomes', 'store-quick-order', 'ready'],
  ['widgets-quick-order--french-canada', 'store-quick-order', 'ready'],
  ['widgets-mini-cart--filled', 'store-mini-cart', 'filled'],
  ['widgets-mini-cart--empty', 'store-mini-cart', 'empty'],
  ['widgets-add-to-cart--ready', 'store-add-to-cart', 'ready'],
  ['widgets-add-to-cart--not-buyable-online', 'store-add-to-cart', 'blocked'],
  ['widgets-add-to-cart--invalid-product-code', 'store-add-to-cart', 'unavailable'],
  ['widgets-training-dialog--shopper', 'store-add-to-cart', 'ready'],
  ['widgets-training-dialog--french-canada', 'store-add-to-cart', 'ready'],
  ['widgets-training-dialog--visitor', 'store-add-to-cart', 'sign-in'],
  ['widgets-cart--visitor-cart', 'store-cart', 'loaded'],
  ['widgets-cart--empty', 'store-cart', 'empty'],
  ['widgets-cart--load-failed', 'store-cart', 'error'],
  ['widgets-cart--french-canada', 'store-cart', 'loaded'],
  ['widgets-cart-quote-dialogs--missing-choices', 'store-cart', 'loaded'],
  ['widgets-cart-quote-dialogs--early-expiry-discount-end', 'store-cart', 'loaded'],
  ['widgets-cart-quote-dialogs--quote-created', 'store-cart', 'loaded'],
  ['widgets-cart-quote-dialogs--french-canada', 'store-cart', 'loaded'],
  ['widgets-saved-carts--list', 'store-saved-carts', 'loaded'],
  ['widgets-saved-carts--signed-out', 'store-saved-carts', 'signed-out'],
  ['widgets-saved-carts--details', 'store-saved-cart-details', 'loaded'],
  ['widgets-saved-carts--details-not-found', 'store-saved-cart-details', 'not-found'],
  ['widgets-checkout--personal-buyer', 'store-checkout', 'ready'],
  ['widgets-checkout--organisation-buyer', 'store-checkout', 'ready'],
  ['widgets-checkout--order-summary', 'store-checkout', 'ready'],
  ['widgets-checkout--signed-out', 'store-checkout', 'signed-out'],
  ['widgets-checkout--load-failed', 'store-checkout', 'error'],
  ['widgets-checkout--french-canada', 'store-checkout', 'ready'],
  ['widgets-order-confirmation--placed', 'store-order-confirmation', 'loaded'],
  ['widgets-order-confirmation--not-found', 'store-order-confirmation', 'not-found'],
  ['widgets-order-confirmation--signed-out', 'store-order-confirmation', 'signed-out'],
  ['widgets-order-confirmation--load-failed', 'store-order-confirmation', 'error'],
  ['widgets-order-confirmation--french-canada', 'store-order-confirmation', 'loaded'],
  ['widgets-order-history--list', 'store-order-history', 'loaded'],
  ['widgets-order-history--signed-out', 'store-order-history', 'signed-out'],
  ['widgets-order-history--load-failed', 'store-order-history', 'error'],
  ['widgets-order-history--details', 'store-order-details', 'loaded'],
  ['widgets-order-history--status-visitor', 'store-order-status', 'form'],
  ['widgets-quotes--list', 'store-quotes', 'loaded'],
  ['widgets-quotes--empty', 'store-quotes', 'empty'],
  ['widgets-quotes--signed-out', 'store-quotes', 'signed-out'],
  ['widgets-quotes--load-failed', 'store-quotes', 'error'],
  ['widgets-quotes--details', 'store-quote-details', 'loaded'],
  ['widgets-quotes--details-organisation-discount-end', 'store-quote-details', 'loaded'],
  ['widgets-quotes--details-expired', 'store-quote-details', 'loaded'],
  ['ui-account-page-shell--loaded', '.account-shell-story', 'loaded'],
  ['ui-account-page-shell--signed-out', '.account-shell-story', 'signed-out'],
  ['ui-account-page-shell--unavailable', '.account-shell-story', 'unavailable'],
  ['ui-account-page-shell--loading', '.account-shell-story', 'loading'],
  ['ui-account-page-shell--not-found', '.account-shell-story', 'not-found'],
  ['ui-account-page-shell--load-failed', '.account-shell-story', 'error'],
  ['ui-account-page-shell--french-canada', '.account-shell-story', 'signed-out'],
  ['widgets-my-account--all-pages', 'store-my-account', 'loaded'],
  ['widgets-my-account--flags-off', 'store-my-account', 'loaded'],
  ['widgets-my-account--signed-out', 'store-my-account', 'signed-out'],
  ['widgets-my-account--french-canada', 'store-my-account', 'loaded'],
  ['widgets-address-book--list', 'store-address-book', 'loaded'],
  ['widgets-address-book--not-valid-for-ordering', 'store-address-book', 'loaded'],
  ['widgets-address-book--signed-out', 'store-address-book', 'signed-out'],
  ['widgets-address-book--flag-off', 'store-address-book', 'unavailable'],
  ['widgets-address-book--load-failed', 'store-address-book', 'error'],
  ['widgets-address-book--french-canada', 'store-address-book', 'loaded'],
  ['widgets-address-book--add', 'store-address-form-page', 'loaded'],
  ['widgets-address-book--edit', 'store-address-form-page', 'loaded'],
  ['widgets-address-book--edit-not-found', 'store-address-form-page', 'not-found'],
  ['widgets-qualifications--list', 'store-qualifications', 'loaded'],
  ['widgets-qualifications--edit-license', 'store-qualification-form-page', 'loaded'],
  ['widgets-error-page--not-found', 'store-error-page', 'not-found'],
  ['widgets-error-page--sign-in', 'store-error-page', 'sign-in'],
  ['widgets-error-page--too-many-requests', 'store-error-page', 'try-later'],
  ['widgets-error-page--server-error', 'store-error-page', 'server-error'],
  ['widgets-error-page--unavailable', 'store-error-page', 'unavailable'],
  ['widgets-error-page--out-of-range', 'store-error-page', 'server-error'],
  ['widgets-error-page--french-canada', 'store-error-page', 'forbidden'],
  ['widgets-profile-and-preferences--profile', 'store-profile-details', 'loaded'],
  ['widgets-profile-and-preferences--preferences', 'store-preferences', 'loaded'],
  ['widgets-invoices--list', 'store-invoices', 'loaded'],
  ['widgets-invoices--payment', 'store-invoice-payment', 'payable'],
  ['widgets-invoices--confirmation', 'store-invoice-confirmation', 'paid'],
  ['widgets-accounts--organisation', 'store-accounts', 'loaded'],
  ['widgets-accounts--load-failed', 'store-accounts', 'error'],
  ['widgets-support-login--customer-search', 'store-support-login', 'searching'],
  ['widgets-support-login--acting-for-a-customer', 'store-support-login', 'acting'],
  ['widgets-payment-cards--list', 'store-payment-cards', 'loaded'],
  ['widgets-payment-cards--not-confirmed', 'store-payment-cards', 'error'],
  ['widgets-payment-cards--signed-out', 'store-payment-cards', 'signed-out'],
  ['widgets-payment-cards--load-failed', 'store-payment-cards', 'error'],
  // Content slots filled with the page's markup (docs/authoring.md).
  ['widgets-mini-cart--content-slots', 'store-mini-cart', 'empty'],
  ['widgets-cart--content-slots', 'store-cart', 'empty'],
  ['widgets-quick-order--content-slots', 'store-quick-order', 'ready'],
  ['widgets-add-to-cart--content-slots', 'store-add-to-cart', 'ready'],
  ['widgets-checkout--content-slots', 'store-checkout', 'ready'],
  ['widgets-order-confirmation--content-slots', 'store-order-confirmation', 'loaded'],
  ['widgets-order-history--content-slots', 'store-order-history', 'loaded'],
];

/** What the Storybook preview page exposes (its own globals), as far as this spec uses them. */
interface PreviewGlobals {
  __STORYBOOK_PREVIEW__: {
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): void;
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
  };
}

/**
 * Shows a story as Storybook's own sidebar does: the first one by loading the preview page, the
 * next ones by selecting them in that page (every story's loader resets the fake backend and the
 * shared core, as for a reader clicking through the sidebar). Resolves once Storybook says this
 * story rendered, so the checks never see the previous story's widget.
 */
async function showStory(page: Page, id: string): Promise<void> {
  if (!page.url().startsWith(`${STORYBOOK}/iframe.html`)) {
    await page.goto(`${STORYBOOK}/iframe.html?id=${id}&viewMode=story`);
    return;
  }
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } =
          window as unknown as PreviewGlobals;
        const stop = () => {
          channel.off('storyRendered', rendered);
          channel.off('storyErrored', failed);
          channel.off('storyThrewException', failed);
        };
        const rendered = (payload: unknown) => {
          if (payload !== storyId) return;
          stop();
          resolve();
        };
        const failed = (payload: unknown) => {
          stop();
          reject(new Error(`${storyId}: ${JSON.stringify(payload)}`));
        };
        channel.on('storyRendered', rendered);
        channel.on('storyErrored', failed);
        channel.on('storyThrewException', failed);
        preview.onSetCurrentStory({ storyId, viewMode: 'story' });
      }),
    id,
  );
}

/** Stories per test: a few tests, so both workers share them, each with its own preview page. */
const STORIES_PER_TEST = 30;

test.describe('Storybook stories render against the fake backend', () => {
  // The stories are stateless (the Storybook is static, its fake backend a service worker). Each
  // test keeps one preview page and selects story after story in it, as a reader does (0.1-0.3 s
  // a story against 1.8 s with a new page each), and closes it when done: a page left open beside
  // the other tests of its worker would take the focus from theirs.
  test.describe.configure({ mode: 'parallel' });

  for (let first = 0; first < stories.length; first += STORIES_PER_TEST) {
    const batch = stories.slice(first, first + STORIES_PER_TEST);
    test(`stories ${first + 1}-${first + batch.length} of ${stories.length}`, async ({ page }) => {
      test.setTimeout(batch.length * 15_000);
      for (const [id, tag, state, firstText] of batch) {
        // Each story is checked (and reported by its id) even when an earlier one failed.
        await test.step(id, async () => {
          const shown = await showStory(page, id).then(
            () => undefined,
            (error: unknown) => String(error),
          );
          expect.soft(shown, `${id} shows without an error`).toBeUndefined();
          const root = page.locator(`${tag} [data-state]`).first();
          await expect.soft(root, id).toHaveAttribute('data-state', state, { timeout: 15_000 });
          if (firstText)
            await expect
              .soft(page.locator(`${tag} .menu-trigger`).first(), id)
              .toHaveText(firstText);
        });
      }
    });
  }
});

test("a widget's docs page takes its description and table from custom-elements.json", async ({
  page,
}) => {
  const manifest: Manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const element = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === 'store-add-to-cart')!;
  await page.goto(`${STORYBOOK}/iframe.html?id=widgets-add-to-cart--docs&viewMode=docs`);
  const docs = page.locator('.sbdocs-content');
  await expect(docs).toContainText(element.summary!);
  await expect(docs).toContainText('While the add runs the button says "Adding…"');
  const table = docs.locator('table').first();
  for (const item of [...element.attributes!, ...element.events!, ...element.cssParts!]) {
    await expect(table).toContainText(item.name);
    await expect(table).toContainText(item.description!.replaceAll('`', ''));
  }
  await expect(table).toContainText('--store-add-to-cart-reserved');
  await expect(table).toContainText('96px');
});
