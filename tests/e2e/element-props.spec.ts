import type { APIRequestContext, Page } from '@playwright/test';
import { expect, recordDocumentEvents, test } from './fixtures';

/**
 * What a host page's script or framework does with our elements, in Chromium on the demo pages:
 * properties set before the element is inserted and before its tag is defined (the loader defines
 * a tag only once its code arrives), attributes named as the property is written, and the
 * `store-cart-updated` event from every widget that changes the cart.
 */
const PPVT_FORMS = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' };
const WISC_STIMULUS = {
  code: 'A103000185339',
  name: 'WISC-V Digital Stimulus Books, 1-year access',
};
const CARTS = '/headless/ecommerce/v2/users/anonymous/carts';
const GUID_KEY = 'store-widgets.cart.anonymous-guid';

interface Heard {
  type: string;
  connected: boolean;
  detail: unknown;
}

/**
 * Creates `<store-add-to-cart>` on the page, sets its values the way `how` says, and appends it
 * after a pause, recording every event it fires and whether it was on the page then.
 */
async function createAddToCart(page: Page, how: 'properties' | 'attributes'): Promise<void> {
  await page.evaluate(
    async ([code, how]) => {
      const heard: Heard[] = [];
      (window as unknown as { heard: Heard[] }).heard = heard;
      const element = document.createElement('store-add-to-cart') as HTMLElement &
        Record<string, unknown>;
      element.id = 'scripted';
      for (const type of ['store-widget-loaded', 'store-cart-updated']) {
        element.addEventListener(type, (event) =>
          heard.push({
            type,
            connected: element.isConnected,
            detail: (event as CustomEvent).detail,
          }),
        );
      }
      if (how === 'properties') {
        element.productCode = code;
        element.quantity = 2;
      } else {
        // What React 19, Preact and Vue do with a property an undefined element does not know.
        element.setAttribute('productCode', code);
        element.setAttribute('quantity', '2');
      }
      // Time for anything that would render off the page to do so.
      await new Promise((resolve) => setTimeout(resolve, 300));
      (document.querySelector('main') ?? document.body).append(element);
    },
    [PPVT_FORMS.code, how] as const,
  );
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

const scripted = (page: Page) => page.locator('#scripted');

test.describe('values a page sets on our elements', () => {
  for (const how of ['properties', 'attributes'] as const) {
    test(`${how} set before the tag is defined reach the widget, which fires once on the page`, async ({
      page,
      errors,
    }) => {
      await page.goto('/');
      await expect(page.locator('store-header header[data-state="loaded"]')).toBeVisible();
      expect(await page.evaluate(() => customElements.get('store-add-to-cart'))).toBeUndefined();
      await createAddToCart(page, how);
      const button = scripted(page).getByRole('button', { name: 'Add to cart' });
      await expect(button).toBeEnabled();
      await expect(scripted(page).getByText('This product is not available.')).toHaveCount(0);
      await button.click();
      await expect(scripted(page).locator('[part="base"]')).toHaveAttribute('data-state', 'added');
      await expect.poll(() => heard(page)).toHaveLength(2);
      expect(await heard(page)).toEqual([
        { type: 'store-widget-loaded', connected: true, detail: { tag: 'store-add-to-cart' } },
        {
          type: 'store-cart-updated',
          connected: true,
          detail: {
            tag: 'store-add-to-cart',
            action: 'added',
            entries: [{ productCode: PPVT_FORMS.code, quantityAdded: 2 }],
          },
        },
      ]);
      expect(errors.consoleErrors).toEqual([]);
    });
  }

  test('properties set on a defined tag before insertion: nothing renders or fires until then', async ({
    page,
  }) => {
    await page.goto(`/p/${PPVT_FORMS.code}`);
    await expect(page.locator('store-add-to-cart').first().getByRole('button')).toBeEnabled();
    expect(await page.evaluate(() => Boolean(customElements.get('store-add-to-cart')))).toBe(true);
    await page.evaluate(() => {
      const element = document.createElement('store-add-to-cart') as HTMLElement &
        Record<string, unknown>;
      element.id = 'early';
      const heard: boolean[] = [];
      (window as unknown as { early: boolean[] }).early = heard;
      element.addEventListener('store-widget-loaded', () => heard.push(element.isConnected));
      element.productCode = '0158241926';
      element.quantity = 3;
      (window as unknown as { earlyElement: HTMLElement }).earlyElement = element;
    });
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => {
        const element = (window as unknown as { earlyElement: HTMLElement }).earlyElement;
        return element.shadowRoot?.childElementCount ?? 0;
      }),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { early: boolean[] }).early)).toEqual(
      [],
    );
    await page.evaluate(() =>
      document.body.append((window as unknown as { earlyElement: HTMLElement }).earlyElement),
    );
    await expect(page.locator('#early').getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { early: boolean[] }).early)).toEqual([
      true,
    ]);
  });
});

async function seedCart(page: Page, request: APIRequestContext): Promise<void> {
  const created = await request.post(CARTS);
  expect(created.ok()).toBe(true);
  const { guid } = (await created.json()) as { guid: string };
  const added = await request.post(`${CARTS}/${guid}/entries`, {
    data: {
      orderEntries: [
        { product: { code: PPVT_FORMS.code }, quantity: 1 },
        { product: { code: WISC_STIMULUS.code }, quantity: 2 },
      ],
    },
  });
  expect(added.ok()).toBe(true);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    GUID_KEY,
    guid,
  ] as const);
}

test.describe('store-cart-updated from every widget that changes the cart', () => {
  test('quick order: what it added', async ({ page }) => {
    const events = await recordDocumentEvents(page, 'store-cart-updated');
    await page.goto('/store/usassessments/en/quickOrder');
    const quickOrder = page.locator('store-quick-order');
    const entry = quickOrder.getByLabel('ISBN or product code, row 1', { exact: true });
    await entry.fill(PPVT_FORMS.code);
    await entry.press('Tab');
    const quantity = quickOrder.getByLabel('Quantity, row 1', { exact: true });
    await quantity.fill('3');
    await quantity.press('Tab');
    await expect(quickOrder.locator('tbody tr').first()).toHaveAttribute('data-state', 'ok');
    await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(events).toEqual([
      {
        tag: 'store-quick-order',
        action: 'added',
        entries: [{ productCode: PPVT_FORMS.code, quantityAdded: 3 }],
      },
    ]);
  });

  test('the cart page: a changed quantity and a removed line', async ({ page, request }) => {
    await seedCart(page, request);
    const events = await recordDocumentEvents(page, 'store-cart-updated');
    await page.goto('/cart');
    const cart = page.locator('store-cart');
    await expect(cart.locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
    const quantity = cart.getByLabel(`Quantity, ${PPVT_FORMS.name}`);
    await quantity.fill('4');
    await quantity.press('Enter');
    await expect.poll(events).toHaveLength(1);
    await cart.getByRole('button', { name: `Remove ${WISC_STIMULUS.name}` }).click();
    await expect.poll(events).toEqual([
      {
        tag: 'store-cart',
        action: 'updated',
        entries: [{ productCode: PPVT_FORMS.code, quantityAdded: 3 }],
      },
      {
        tag: 'store-cart',
        action: 'removed',
        entries: [{ productCode: WISC_STIMULUS.code, quantityAdded: -2 }],
      },
    ]);
  });
});
