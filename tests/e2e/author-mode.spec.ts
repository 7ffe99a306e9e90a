import type { Page, Request } from '@playwright/test';
import { fillRoute } from '../../demo-host/page-params.mjs';
import { buildPages } from '../../demo-host/pages.mjs';
import { ROUTE_PATTERNS } from '../../src/core/routes/route-patterns';
import { expect, test } from './fixtures';
import { scrollTowardLazyWidgets } from './lazy-widgets';
import { homeWithoutReservedStyle, INLINE_RESERVED_STYLE } from './without-reserved-style';

/**
 * Issue 13's author mode: a page opened in the CMS editor (`?wcmmode=edit`) shows every widget as
 * a labelled sample preview at its reserved size and never calls the backend; a broken
 * `<store-add-to-cart>` says what is wrong on the widget, and so does any widget whose attributes
 * disagree with custom-elements.json. And two pages in the pseudo-locale.
 */

/** Every page of the demo host (its own list: demo pages, then one per route of the table). */
const PAGES = buildPages(ROUTE_PATTERNS, (pattern) => pattern).map(([pattern]) =>
  fillRoute(pattern),
);

/** What a page may fetch in author mode: the page itself, the widgets' code and the page's CSS. */
function isBackendRequest(request: Request, page: Page, origin: string): boolean {
  const url = new URL(request.url());
  if (url.protocol === 'data:') return false;
  if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return false;
  if (url.origin === origin && url.pathname.startsWith('/widgets/')) return false;
  // A demo page's own script (its author's, as /demo/compose.js) is the page, not our backend.
  if (
    url.origin === origin &&
    request.resourceType() === 'script' &&
    url.pathname.startsWith('/demo/')
  )
    return false;
  return !url.pathname.endsWith('.css');
}

/** Each top-level widget of the page: its tag, its box and the box reserved for it. */
function measureWidgets(page: Page) {
  return page.evaluate(() => {
    // The reservation, read from the `:not(:defined)` rules that apply to the element now (the
    // page's inline reserved-space.css, or the sheet the loader adopts on a page without it), its
    // value resolved by the browser on a probe placed beside it.
    const reserved = (element: Element) => {
      let minHeight = '';
      let minWidth = '';
      const visit = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSMediaRule && matchMedia(rule.conditionText).matches) {
            visit(rule.cssRules);
          } else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':not(:defined)')) {
            if (!element.matches(rule.selectorText.replaceAll(':not(:defined)', ''))) continue;
            minHeight = rule.style.minHeight || minHeight;
            minWidth = rule.style.minWidth || minWidth;
          }
        }
      };
      for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
        // The demo host's own stylesheet is same-origin; a sheet of another origin is not ours.
        try {
          visit(sheet.cssRules);
        } catch {
          continue;
        }
      }
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;min-height:${minHeight || '0px'};min-width:${minWidth || '0px'}`;
      // A reserved height the author set on the tag itself (`--store-add-to-cart-reserved`), which
      // the probe beside it does not inherit.
      for (const name of `${minHeight} ${minWidth}`.match(/--[\w-]+/g) ?? []) {
        const own = getComputedStyle(element).getPropertyValue(name);
        if (own) probe.style.setProperty(name, own);
      }
      element.before(probe);
      const style = getComputedStyle(probe);
      const size = { height: parseFloat(style.minHeight), width: parseFloat(style.minWidth) };
      probe.remove();
      return size;
    };
    // A widget in another's slot (the header's `mini-cart`, docs/authoring.md "Content slots") is
    // part of that widget, not top-level: in author mode only the outer one's preview shows.
    const isWidget = (element: Element | null) => element?.localName.startsWith('store-') === true;
    return [...document.querySelectorAll('*')]
      .filter((element) => isWidget(element) && !isWidget(element.parentElement))
      .map((element) => {
        const frame = element.shadowRoot?.querySelector('[data-author-preview]');
        const box = (frame ?? element).getBoundingClientRect();
        return {
          tag: element.localName,
          preview: frame?.getAttribute('data-author-preview') ?? null,
          height: box.height,
          width: box.width,
          reserved: reserved(element),
        };
      });
  });
}

test.describe('author mode (?wcmmode=edit)', () => {
  test('every demo page: a labelled preview of each widget at its reserved size, no backend request, no redirect', async ({
    page,
    baseURL,
  }) => {
    // 44 pages, each until its network is idle: about a second a page.
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? '').origin;
    const backend: string[] = [];
    page.on('request', (request) => {
      if (isBackendRequest(request, page, origin)) backend.push(`${page.url()} → ${request.url()}`);
    });
    expect(PAGES.length).toBeGreaterThan(40);
    for (const path of PAGES) {
      await page.goto(`${path}?wcmmode=edit`);
      const address = page.url();
      await expect
        .poll(
          async () => {
            // The author scrolls the page she edits: the widgets made lazy load, as for a shopper.
            await scrollTowardLazyWidgets(page);
            return (await measureWidgets(page)).filter((w) => w.preview === null);
          },
          {
            message: path,
          },
        )
        .toEqual([]);
      await page.waitForLoadState('networkidle');
      const widgets = await measureWidgets(page);
      expect(widgets.length, path).toBeGreaterThan(0);
      for (const widget of widgets) {
        const where = `${path} <${widget.tag}>`;
        expect(widget.preview, where).toBe(widget.tag);
        expect(widget.reserved.height, where).toBeGreaterThan(0);
        expect(Math.abs(widget.height - widget.reserved.height), where).toBeLessThanOrEqual(1);
        expect(widget.width, where).toBeGreaterThanOrEqual(widget.reserved.width - 1);
      }
      await expect(
        page
          .locator('[data-author-preview]')
          .first()
          .getByText(/^Preview of <store-[a-z-]+>: sample data$/),
      ).toBeVisible();
      // Nothing signed in or sent the editor elsewhere.
      expect(page.url(), path).toBe(address);
    }
    expect(backend).toEqual([]);
  });

  test('a template without the inline reserved-space style: the previews still take their reserved size', async ({
    page,
  }) => {
    await homeWithoutReservedStyle(page);
    await page.goto('/?wcmmode=edit');
    await expect
      .poll(async () => (await measureWidgets(page)).filter((w) => w.preview === null))
      .toEqual([]);
    expect(await page.locator(INLINE_RESERVED_STYLE).count()).toBe(0);
    const widgets = await measureWidgets(page);
    expect(widgets.map((widget) => widget.tag)).toEqual(
      expect.arrayContaining(['store-header', 'store-footer']),
    );
    for (const widget of widgets) {
      expect(widget.reserved.height, widget.tag).toBeGreaterThan(0);
      expect(Math.abs(widget.height - widget.reserved.height), widget.tag).toBeLessThanOrEqual(1);
    }
  });

  test('broken widgets say what is wrong on them; en-xa shows the pseudo-locale', async ({
    page,
  }) => {
    // A product page's widget takes its code from the address: nothing to fix there.
    await page.goto('/p/0158241926?wcmmode=edit');
    await expect(page.locator('store-add-to-cart [data-author-preview]')).toBeVisible();
    await expect(page.locator('store-add-to-cart').getByRole('alert')).toHaveCount(0);
    // On another page the widget needs its attribute.
    await page.goto('/search.html?wcmmode=edit');
    await page.evaluate(() => {
      const good = document.createElement('store-add-to-cart');
      good.id = 'good';
      good.setAttribute('product-code', '0158241926');
      document.querySelector('main')?.append(good);
    });
    const good = page.locator('#good');
    await expect(good.locator('[data-author-preview]')).toContainText('product-code="0158241926"');
    await expect(good.getByRole('alert')).toHaveCount(0);
    // An author drops three more in: one with its product code misspelt, one with wrong values,
    // and a widget whose attribute takes only some values (the manifest's generic check).
    await page.evaluate(() => {
      const missing = document.createElement('store-add-to-cart');
      missing.id = 'missing';
      missing.setAttribute('product-cod', '0158241926');
      const wrong = document.createElement('store-add-to-cart');
      wrong.id = 'wrong';
      wrong.setAttribute('product-code', '12#34');
      wrong.setAttribute('quantity', 'two');
      const qualifications = document.createElement('store-qualifications');
      qualifications.setAttribute('type', 'degrees');
      document.querySelector('main')?.append(missing, wrong, qualifications);
    });
    const missing = page.locator('#missing').getByRole('alert');
    await expect(missing).toContainText('Fix this widget’s attributes:');
    await expect(missing.getByRole('listitem')).toHaveText([
      '<store-add-to-cart>: the attribute "product-code" is missing, and the page is not a product page (/p/{code}); the product is shown as unavailable.',
      'The widget has no attribute product-cod; did you mean product-code?',
    ]);
    // The author fixes the element in place (an attribute of no meaning to it, then the code):
    // the preview follows.
    await page.locator('#missing').evaluate((element) => element.removeAttribute('product-cod'));
    await expect(missing.getByRole('listitem')).toHaveCount(1);
    await page
      .locator('#missing')
      .evaluate((element) => element.setAttribute('product-code', '0158241926'));
    await expect(page.locator('#missing').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('#missing [data-author-preview]')).toContainText(
      'product-code="0158241926"',
    );
    await expect(page.locator('store-qualifications').getByRole('alert')).toContainText(
      'type="degrees" is not one of these values: "degree", "license", "organisation", or "accredited-institution".',
    );
    const wrong = page.locator('#wrong').getByRole('alert');
    // The widget's own check names both; the generic one leaves them to it (no twin).
    await expect(wrong.getByRole('listitem')).toHaveCount(2);
    await expect(wrong).toContainText(
      '<store-add-to-cart>: the attribute "product-code" ("12#34") is not a product code or ISBN',
    );
    await expect(wrong).toContainText(
      '<store-add-to-cart>: the attribute "quantity" ("two") is not a whole number of 1 or more; 1 is used.',
    );
    // The shopper's page says the same in the console (add-to-cart-attributes.ts is the one source).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/p/0158241926?localePath=en-xa');
    // A product page's widget reads its code from the address; a blank attribute is a mistake.
    await page.evaluate(() => {
      const blank = document.createElement('store-add-to-cart');
      blank.setAttribute('product-code', ' ');
      document.querySelector('main')?.append(blank);
    });
    await expect
      .poll(() => consoleErrors.join('\n'))
      .toContain('<store-add-to-cart>: the required attribute "product-code" is blank');
    // en-xa: accented, lengthened, bracketed catalog texts; values go into their placeholders.
    const product = page.locator('store-add-to-cart').first();
    await expect(product.getByRole('button', { name: '[Àdd ţö çàŕţ ···]' })).toBeVisible();
    await expect(product.getByText(/ļévéļ A\. /)).toBeVisible();
    await expect(page.locator('store-add-to-cart').last()).toContainText(
      '[Ţĥîš pŕödûçţ îš ñöţ àvàîļàbļé. ',
    );
    // The quick order's lengthened column headers wrap inside their fixed columns (their padding
    // keeps them apart) instead of running into each other.
    await page.goto('/store/usassessments/en/quickOrder?localePath=en-xa');
    const headers = page
      .locator('store-quick-order thead th')
      .filter({ hasNot: page.locator('.visually-hidden') });
    await expect(headers).toHaveCount(3);
    await expect(headers.nth(1)).toContainText('[Qûàñţîţ');
    const overflowing = await headers.evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const text = document.createRange();
          text.selectNodeContents(cell);
          const contentRight =
            cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight);
          return text.getBoundingClientRect().right > contentRight + 0.5;
        })
        .map((cell) => cell.textContent),
    );
    expect(overflowing).toEqual([]);
  });
});
