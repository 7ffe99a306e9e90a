import { languageOf } from '../../src/core/locale/site-context';
import { headerMessages } from '../../src/widgets/header/header.messages';
import { expect, header, test, widgetsReady } from './fixtures';
import { brandPartsOf } from './brand-parts';
import { elementsOutside, extentOf } from './overflow';

const SITES = ['en-us', 'fr-ca', 'nl-nl', 'es-es'] as const;
const WIDTHS = [320, 390, 768, 1024] as const;
/** Below this width of the header the brand is its mark alone (header.css). */
export const COMPACT_BELOW = 600;

/**
 * The header's brand is never cut off (issue 27: "Assess…" at 390 px in every engine): where the
 * name does not fit, the mark shows alone and the name stays the link's accessible name; nothing
 * in the header runs past it, and the header never past the screen.
 */
test.describe("the header's brand is whole at every width", () => {
  for (const site of SITES) {
    for (const width of WIDTHS) {
      test(`${site} at ${width}px`, async ({ page }) => {
        const text = { ...headerMessages.en, ...headerMessages[languageOf(site)] };
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/?site=${site}`);
        await widgetsReady(page);

        const brand = header(page).locator('a.logo');
        await expect(brand).toHaveAccessibleName(`${text.logoText} ${text.homeLink}`);
        // Each part shown (the name, or the mark alone) is whole: no ellipsis, nothing scrolled.
        const shown = await brand.evaluate(brandPartsOf);
        const part = width < COMPACT_BELOW ? text.logoMark : text.logoText;
        expect(shown.slice(1)).toEqual([{ text: part, whole: true, ellipsis: false }]);
        expect(shown[0]).toMatchObject({ whole: true, ellipsis: false });

        // Nothing of the header (its account menu and mini-cart included) outside its box, and
        // the header inside the screen.
        const box = await extentOf(page, 'store-header');
        expect(await elementsOutside(page, 'store-header', box)).toEqual([]);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }
  }
});
