import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  CLINICIAN,
  checkout,
  confirmation,
  enterNewCard,
  placeOrderButton,
  solveCaptcha,
  startCheckout,
  stepSection,
  walkToPayment,
} from './checkout';
import { expect, test } from './fixtures';
import { expectNoShift, observeLayoutShift } from './layout-shift';
import { holdRequests } from './hold-requests';

/**
 * Content slots (docs/authoring.md): the demo host's /content-slots.html and
 * /content-slots-checkout.html fill every slot with the page's own markup (demo-host/pages.mjs).
 * What the shopper sees, where, styled by the page, and read in its place (the accessibility
 * tree of the widget, which follows the slot), with axe on the page.
 */
const PAGE = '/content-slots.html';
const CHECKOUT_PAGE = '/content-slots-checkout.html';

const widget = (page: Page, tag: string) => page.locator(tag).first();
const state = (host: Locator) => host.locator('[part="base"]').first();

/** The page's own markup for `slot` in `host` (a light-DOM child, as the CMS wrote it). */
const slotted = (host: Locator, slot: string) => host.locator(`:scope > [slot="${slot}"]`);

/** Top of `below` is under the bottom of `above`, and not far: it sits right there. */
async function expectRightUnder(above: Locator, below: Locator, gap = 48): Promise<void> {
  const a = (await above.boundingBox())!;
  const b = (await below.boundingBox())!;
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
  expect(b.y).toBeLessThan(a.y + a.height + gap);
}

test.describe('content slots', () => {
  test("every slot of the page shows the page's markup in its place, styled by the page, read there", async ({
    page,
    errors,
  }) => {
    await page.goto(PAGE);
    const addToCart = widget(page, 'store-add-to-cart');
    const quickOrder = widget(page, 'store-quick-order');
    const cart = widget(page, 'store-cart');
    const miniCart = widget(page, 'store-mini-cart');
    const orderHistory = widget(page, 'store-order-history');
    // The cart and the order history are lazy on this page (demo-host/pages.mjs), below the fold:
    // the shopper scrolls towards them (lazy-widgets.spec.ts shows them waiting until then).
    await cart.scrollIntoViewIfNeeded();
    await expect(state(cart)).toHaveAttribute('data-state', 'empty');
    await expect(state(miniCart)).toHaveAttribute('data-state', 'empty');

    // Add to cart: the page's note right under the button, in the page's style.
    const button = addToCart.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeEnabled();
    const note = slotted(addToCart, 'note');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Ships within two working days.');
    await expect(note).toHaveCSS('border-left-color', 'rgb(10, 92, 54)');
    await expectRightUnder(button, note);

    // Quick order: the page's instructions in place of ours, and the form described by them.
    const instructions = slotted(quickOrder, 'instructions');
    await expect(instructions).toBeVisible();
    await expect(quickOrder.getByText(/Type or paste up to/)).toBeHidden();
    await expect(quickOrder.locator('form')).toHaveAccessibleDescription(
      'Enter the codes printed in our catalogue, one per row.',
    );
    await expectRightUnder(instructions, quickOrder.locator('table'), 40);

    // The cart: the page's empty state in place of ours; the note under the totals is not shown.
    await expect(slotted(cart, 'empty')).toBeVisible();
    await expect(cart.getByText('Your cart is empty.')).toBeHidden();
    await expect(slotted(cart, 'totals-note')).toBeHidden();
    await expect(cart).toMatchAriaSnapshot(`
      - paragraph:
        - text: Your basket is empty.
        - link "See this season's new editions"
    `);

    // The account page: the page's link first in the widget (the page has its own heading).
    await expect(state(orderHistory)).toHaveAttribute('data-state', 'signed-out');
    await expect(slotted(orderHistory, 'heading-aside')).toBeVisible();
    await expect(orderHistory).toMatchAriaSnapshot(`
      - link "Questions about an order?"
      - paragraph: Please sign in to see your orders.
    `);

    // The mini-cart (ours, in the header's slot): its panel reads the page's empty state after
    // its title, before "View cart".
    await miniCart.getByRole('button', { name: /^Cart/ }).click();
    const panel = miniCart.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(slotted(miniCart, 'empty')).toBeVisible();
    await expect(panel).toMatchAriaSnapshot(`
      - dialog "Your cart":
        - heading "Your cart" [level=2]
        - paragraph:
          - text: Nothing here yet.
          - link "Order by product code"
        - link "View cart"
    `);
    await expectRightUnder(
      panel.getByRole('heading', { name: 'Your cart' }),
      slotted(miniCart, 'empty'),
    );

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a cart with entries shows the notes under the totals, and no empty state', async ({
    page,
    errors,
  }) => {
    await page.goto(PAGE);
    const addToCart = widget(page, 'store-add-to-cart');
    const cart = widget(page, 'store-cart');
    const miniCart = widget(page, 'store-mini-cart');
    await expect(addToCart.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await addToCart.getByRole('button', { name: 'Add to cart' }).click();
    await expect(addToCart.getByRole('status')).toHaveText('Added to your cart');

    await expect(state(cart)).toHaveAttribute('data-state', 'loaded');
    const cartNote = slotted(cart, 'totals-note');
    await expect(cartNote).toBeVisible();
    await expect(slotted(cart, 'empty')).toBeHidden();
    await expectRightUnder(cart.locator('.cart-totals'), cartNote);
    await expectRightUnder(cartNote, cart.locator('[part="checkout"]'), 120);

    await miniCart.getByRole('button', { name: /^Cart/ }).click();
    const panel = miniCart.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(slotted(miniCart, 'totals-note')).toBeVisible();
    await expect(slotted(miniCart, 'empty')).toBeHidden();
    await expect(panel).toMatchAriaSnapshot(`
      - dialog "Your cart":
        - heading "Your cart" [level=2]
        - list
        - paragraph: Free ground shipping this month.
        - link "View cart"
    `);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test("the checkout: the page's notice right before Place order, its next steps in the confirmation", async ({
    page,
    request,
    errors,
  }) => {
    await startCheckout(page, request, CLINICIAN, undefined, CHECKOUT_PAGE);
    await walkToPayment(page);
    const host = checkout(page);
    const notice = slotted(host, 'before-place-order');
    await expect(notice).toBeVisible();
    await expectRightUnder(stepSection(page).getByText(/^Order total:/), notice);
    await expectRightUnder(notice, placeOrderButton(page), 80);
    await expect(slotted(host, 'next-steps')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    await enterNewCard(page, { number: '4242 4242 4242 4242', cvc: '123' });
    await solveCaptcha(page);
    await placeOrderButton(page).click();
    const placed = confirmation(page);
    await expect(placed.getByRole('heading', { name: 'Thank you for your order' })).toBeFocused();
    await expect(notice).toBeHidden();
    const nextSteps = slotted(host, 'next-steps');
    await expect(nextSteps).toBeVisible();
    await expectRightUnder(placed.locator('.email-notice'), nextSteps);
    await expect(placed).toMatchAriaSnapshot(`
      - heading "Thank you for your order" [level=2]
      - paragraph: /confirmation email/
      - heading "What happens next" [level=3]
      - paragraph: /ship within two working days/
    `);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test("author mode: each widget shows its preview at its reserved size, none of the page's slotted markup", async ({
    page,
    errors,
  }) => {
    await page.goto(`${PAGE}?wcmmode=edit`);
    for (const tag of [
      'store-add-to-cart',
      'store-quick-order',
      'store-cart',
      'store-order-history',
    ]) {
      const host = widget(page, tag);
      // The lazy ones load as the author scrolls to them, as they do for a shopper.
      await host.scrollIntoViewIfNeeded();
      await expect(host.locator('[data-author-preview]')).toBeVisible();
      const own = await host.locator(':scope > [slot]').all();
      expect(own.length).toBeGreaterThan(0);
      for (const element of own) await expect(element).toBeHidden();
    }
    expect(errors.pageErrors).toEqual([]);
  });

  test("before the widgets are defined the page's slotted markup stays out of their reserved boxes", async ({
    page,
  }) => {
    // The loader late (a cold CDN connection): the page paints with the reserved boxes inlined.
    const release = await holdRequests(page, /\/widgets\/store-widgets\.js(\?.*)?$/);
    // Not until "load": the held-back module script holds it (and DOMContentLoaded) back.
    await page.goto(PAGE, { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => customElements.get('store-add-to-cart'))).toBeUndefined();
    const filled: [string, string][] = [
      ['store-add-to-cart', 'note'],
      ['store-quick-order', 'instructions'],
      ['store-cart', 'empty'],
      ['store-order-history', 'heading-aside'],
      ['store-mini-cart', 'empty'],
    ];
    for (const [tag, slot] of filled) await expect(slotted(widget(page, tag), slot)).toBeHidden();
    release();
    await expect(slotted(widget(page, 'store-add-to-cart'), 'note')).toBeVisible();
    await expect(slotted(widget(page, 'store-quick-order'), 'instructions')).toBeVisible();
  });

  test('the page loads without a shift: add to cart’s reserved height, raised by its author, holds the note too (CLS < 0.01)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await observeLayoutShift(page);
    await page.goto(PAGE);
    const addToCart = widget(page, 'store-add-to-cart');
    await expect(slotted(addToCart, 'note')).toBeVisible();
    // The qualification notice comes last, with the product lookup, under the note.
    await expect(addToCart.getByText(/qualification level A/)).toBeVisible();
    await expect(slotted(widget(page, 'store-quick-order'), 'instructions')).toBeVisible();
    await expectNoShift(page);
  });
});
