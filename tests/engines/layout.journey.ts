import { languageOf } from '../../src/core/locale/site-context';
import { headerMessages } from '../../src/widgets/header/header.messages';
import { brandPartsOf } from '../e2e/brand-parts';
import { findElementsOutside } from '../e2e/overflow';
import { expectNoSeriousViolationsAt } from './axe';
import { expect, test } from './fixtures';
import { waitFor, type EnginePage } from './engine-page';
import { widgetsReady } from './shopper';

/**
 * Issue 27's layout defects, in Firefox and WebKit: the header's brand whole at phone and tablet
 * widths in four languages, and widgets laid out by their own width in a 390 px column of a
 * desktop page. The phone project takes the phone widths, the desktop project the tablet widths
 * and the column, so each case runs once per engine.
 */
const SITES = ['en-us', 'fr-ca', 'nl-nl', 'es-es'] as const;
/** Below this width of the header the brand is its mark alone (header.css). */
const COMPACT_BELOW = 600;

async function expectHeaderFits(page: EnginePage, site: (typeof SITES)[number], width: number) {
  await page.driver.setViewport(width, 800);
  await page.goto(`/?site=${site}`);
  await widgetsReady(page);
  // MiniBrowser's window is at least 334 px wide: its "320" is 334 (said in the failure).
  const shownWidth = await page.evaluate<number>(() => document.documentElement.clientWidth);
  const text = { ...headerMessages.en, ...headerMessages[languageOf(site)] };
  const shown = await page.evaluate<ReturnType<typeof brandPartsOf>>(
    `() => (${brandPartsOf.toString()})(document.querySelector('store-header').shadowRoot.querySelector('a.logo'))`,
  );
  const part = shownWidth < COMPACT_BELOW ? text.logoMark : text.logoText;
  expect(shown.slice(1), `${site} at ${shownWidth}px`).toEqual([
    { text: part, whole: true, ellipsis: false },
  ]);
  expect(shown[0], `${site} at ${shownWidth}px`).toMatchObject({ whole: true, ellipsis: false });
  const box = await page.css('store-header').inspect();
  const extent = { left: box.box!.left, right: box.box!.right };
  expect(
    await page.evaluate(findElementsOutside, { hosts: 'store-header', extent }),
    `${site} at ${shownWidth}px`,
  ).toEqual([]);
  expect(extent.right, `${site} at ${shownWidth}px`).toBeLessThanOrEqual(shownWidth + 0.5);
  expect(await page.evaluate<number>(() => document.documentElement.scrollWidth)).toBe(shownWidth);
}

test("the header's brand is whole and nothing runs past the header", async ({
  tab: page,
  step,
}) => {
  const widths = page.viewport.width < 768 ? [320, 390] : [768, 1024];
  for (const site of SITES)
    for (const width of widths)
      await step(`${site} at ${width}px`, () => expectHeaderFits(page, site, width));
});

/**
 * Issue 30's pseudo-locale finding, "the logo's bracket is lost at 390 px", seen in no engine by
 * the Chromium spec (pseudo-locale.spec.ts): here in Firefox and WebKit at the phone widths. The
 * pseudo-locale's mark is the bracketed, accented one; it must be shown whole, brackets and all.
 */
test("the pseudo-locale's brand mark keeps its brackets at phone widths", async ({
  tab: page,
  step,
}) => {
  // Both widths in each project: the window's own width does not matter, the viewport set does.
  for (const width of [320, 390])
    await step(`en-xa at ${width}px`, async () => {
      await page.driver.setViewport(width, 800);
      await page.goto('/?localePath=en-xa');
      await widgetsReady(page);
      const shownWidth = await page.evaluate<number>(() => document.documentElement.clientWidth);
      // The pseudo-locale's transform is a file of its own: the header may show English first.
      const shown = await waitFor(
        () =>
          page.evaluate<ReturnType<typeof brandPartsOf>>(
            `() => (${brandPartsOf.toString()})(document.querySelector('store-header').shadowRoot.querySelector('a.logo'))`,
          ),
        (parts) => parts.some((part) => part.text?.startsWith('[')),
        (last) => `Expected the pseudo-locale's brand; shown ${JSON.stringify(last)}`,
      );
      expect(shown.slice(1), `en-xa at ${shownWidth}px`).toEqual([
        { text: '[À ·]', whole: true, ellipsis: false },
      ]);
      expect(shown[0], `en-xa at ${shownWidth}px`).toMatchObject({ whole: true, ellipsis: false });
      // The bracket's glyphs inside the link's box, not drawn past its edge and clipped.
      const clipped = await page.evaluate<boolean>(
        `() => { const logo = document.querySelector('store-header').shadowRoot.querySelector('a.logo'); const mark = [...logo.children].find((c) => c.checkVisibility() && c.getBoundingClientRect().width > 1); const range = document.createRange(); range.selectNodeContents(mark); const text = range.getBoundingClientRect(); const box = logo.getBoundingClientRect(); return text.left < box.left - 0.5 || text.right > box.right + 0.5; }`,
      );
      expect(clipped, `en-xa at ${shownWidth}px`).toBe(false);
    });
});

test('header, quick order and footer in a 390 px column stay inside it', async ({
  tab: page,
  step,
}) => {
  await step('open the page with the narrow column; axe', async () => {
    await page.goto('/narrow-column.html');
    await widgetsReady(page);
    await expectNoSeriousViolationsAt(page, 'desktop');
  });
  await step('the header takes its phone layout there', async () => {
    await page
      .css('.narrow-column store-header')
      .role('button', 'Menu', { exact: true })
      .expectVisible();
  });
  await step('nothing of the three widgets runs past the column', async () => {
    const column = await page.css('.narrow-column').inspect();
    const extent = { left: column.box!.left, right: column.box!.right };
    for (const hosts of [
      '.narrow-column store-header',
      '.narrow-column store-quick-order',
      '.narrow-column store-footer',
    ])
      expect(await page.evaluate(findElementsOutside, { hosts, extent }), hosts).toEqual([]);
  });
});
