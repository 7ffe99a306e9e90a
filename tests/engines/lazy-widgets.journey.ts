import { expect, test } from './fixtures';
import { widgetsReady } from './shopper';

/**
 * Widgets marked `loading="lazy"` (src/core/element/lazy-loading.ts) wait for the viewport or the
 * shopper's first move: an intersection observer and scroll events, which engines schedule
 * differently. /content-slots.html marks its cart and order history lazy, below the fold at
 * both widths.
 */
const LAZY_CHUNKS = /\/(cart|order-history)\.element\.js/;

test('lazy widgets below the fold wait, then load as the shopper scrolls to them', async ({
  tab: page,
  step,
}) => {
  await step('open the page: the widgets in view load, the lazy ones below wait', async () => {
    await page.goto('/content-slots.html');
    await widgetsReady(page);
    await page.css('store-quick-order').css('[part="base"][data-state="ready"]').expectVisible();
    const waiting = await page.evaluate<{ defined: boolean; fetched: string[]; below: boolean }>(
      `() => ({
        defined: customElements.get('store-cart') !== undefined,
        fetched: performance.getEntriesByType('resource').map((e) => e.name).filter((n) => ${LAZY_CHUNKS}.test(n)),
        below: document.querySelector('store-cart').getBoundingClientRect().top > innerHeight,
      })`,
    );
    expect(waiting).toEqual({ defined: false, fetched: [], below: true });
  });

  await step('scroll down to the order history: both load in their boxes', async () => {
    await page.css('store-order-history').inspect('scroll');
    await page
      .css('store-order-history')
      .css('[part="base"][data-state="signed-out"]')
      .expectVisible();
    await page.css('store-cart').css('[part="base"][data-state="empty"]').expectVisible();
  });
});
