// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from './testing/store-action-refusal';
import { withSettledPage } from './testing/client-config';
import { setAccessTokenProvider } from './api/http/commerce-auth';
import { getCore } from './core/core';
import { issueAccessToken } from './mocks/identity/session-tokens';
import { sessionActions } from './auth/session/session-on-demand';
import { stubDialogMethods } from './testing/jsdom-dialog';
import { actions, addFromElement, run } from './page-actions';
import { ACTION_NAMES } from './page-actions-names';
import { MiniCartElement } from './widgets/mini-cart/mini-cart.element';

vi.mock('./core/element/stylesheets', () => ({
  adoptWidgetStyles: () => undefined,
  adoptSheet: () => undefined,
}));
vi.mock('./auth/session/start', () => ({ startSession: () => undefined }));

const PPVT_FORMS = '0158241926';
const WMS_KIT_NOT_ONLINE = '0158984403';
customElements.define('store-mini-cart', MiniCartElement);

withSettledPage();

beforeEach(() => {
  stubDialogMethods();
  localStorage.clear();
  getCore().store.session.user = null;
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  setAccessTokenProvider(() => undefined);
  getCore().store.session.user = null;
  localStorage.clear();
});

describe('storeWidgets (the page-level actions)', () => {
  it('has the methods the loader’s stub defines, no more', () => {
    expect(Object.keys(actions).sort()).toEqual([...ACTION_NAMES].sort());
  });

  it('runs each call once the one before has settled, in the order made', async () => {
    const refused = run('addLines', [[{ code: PPVT_FORMS, quantity: 0 }]]);
    const added = run('addLines', [[{ code: PPVT_FORMS, quantity: 2 }]]);
    const cart = run('getCart', []) as Promise<{ totalUnitCount: number } | null>;
    await expect(refused).rejects.toMatchObject({ code: 'quantityNotPositive' });
    await added;
    expect((await cart)?.totalUnitCount).toBe(2);
    await expect(run('constructor', [])).rejects.toMatchObject({ code: 'unknownAction' });
  });

  it('reads the shopper without a token', async () => {
    expect(await actions.getShopper()).toEqual({ signedIn: false });
    const token = issueAccessToken('u-1001', 3_600_000);
    setAccessTokenProvider(() => token);
    getCore().store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
    const shopper = await actions.getShopper();
    expect(shopper).toEqual({
      signedIn: true,
      firstName: 'Dana',
      lastName: 'Whitfield',
      name: 'Dana Whitfield',
    });
    expect(JSON.stringify(shopper)).not.toContain(token);
  });

  it('reads the cart after addLines, and applies a promotion code to it', async () => {
    expect(await actions.getCart()).toBeNull();
    const noCart = await refusal(actions.applyPromotionCode('SAVE10'));
    expect(noCart.code).toBe('noCart');
    await actions.addLines([{ code: PPVT_FORMS, quantity: 2 }]);
    const cart = await actions.getCart();
    expect(cart?.totalUnitCount).toBe(2);
    expect(cart?.entries).toEqual([
      expect.objectContaining({ productCode: PPVT_FORMS, quantity: 2 }),
    ]);
    expect(cart?.subTotal.formatted).toMatch(/\$/);

    // Each code the platform is asked about is one cart operation the page hears.
    const heard: [string, Record<string, unknown>][] = [];
    const types = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'];
    const listener = (event: Event) =>
      heard.push([event.type, (event as CustomEvent<Record<string, unknown>>).detail]);
    for (const type of types) document.addEventListener(type, listener);
    const empty = await refusal(actions.applyPromotionCode('  '));
    expect(empty).toMatchObject({ code: 'required', message: 'Please enter a promotion code' });
    const invalid = await refusal(actions.applyPromotionCode('NOPE'));
    expect(invalid).toMatchObject({ code: 'invalid', message: 'This promotion code is invalid.' });
    expect(await actions.applyPromotionCode('save10')).toBe('SAVE10');
    for (const type of types) document.removeEventListener(type, listener);
    const promotion = { tag: 'store-widgets', action: 'promotion-applied' };
    expect(heard.map(([type, detail]) => [type, detail.action])).toEqual([
      ['store-cart-update-started', 'promotion-applied'],
      ['store-cart-error', 'promotion-applied'],
      ['store-cart-update-started', 'promotion-applied'],
      ['store-cart-updated', 'promotion-applied'],
    ]);
    expect(heard[1]![1]).toEqual({ ...promotion, code: 'invalid', message: invalid.message });
    expect(await heard[2]![1].result).toEqual({ status: 'succeeded', entries: [] });
    expect(heard[3]![1]).toEqual({ ...promotion, entries: [] });
    await vi.waitFor(async () =>
      expect((await actions.getCart())?.promotionCodes).toEqual(['SAVE10']),
    );
  });

  it('a promotion code asked for while the first add is under way waits for the cart it makes', async () => {
    // A declarative button's add is not queued behind the page's calls.
    const adding = actions.addLines([{ code: PPVT_FORMS, quantity: 1 }]);
    expect(await actions.applyPromotionCode('save10')).toBe('SAVE10');
    await adding;
    await vi.waitFor(async () =>
      expect(await actions.getCart()).toMatchObject({
        totalUnitCount: 1,
        promotionCodes: ['SAVE10'],
      }),
    );
  });

  it('signIn(): the identity server in redirect mode, nothing when signed in, refused when sign-in is off', async () => {
    const config = getCore().config as { loginMode: string; sessionEnabled: boolean };
    const { loginMode, sessionEnabled } = config;
    const signIn = vi.spyOn(sessionActions, 'signIn').mockResolvedValue(undefined);
    try {
      config.loginMode = 'redirect';
      await actions.signIn();
      expect(signIn).toHaveBeenCalledTimes(1);
      getCore().store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
      await actions.signIn();
      expect(signIn).toHaveBeenCalledTimes(1);
      config.sessionEnabled = false;
      expect((await refusal(actions.signIn())).code).toBe('signInUnavailable');
    } finally {
      Object.assign(config, { loginMode, sessionEnabled });
    }
  });

  it('opens and closes the page’s mini-cart, even when called before it rendered', async () => {
    const opened = actions.openCart();
    const element = document.createElement('store-mini-cart');
    await act(async () => document.body.append(element));
    await act(async () => opened);
    const trigger = () => element.shadowRoot?.querySelector('[part="trigger"]');
    await vi.waitFor(() => expect(trigger()?.getAttribute('aria-expanded')).toBe('true'));
    await act(async () => actions.closeCart());
    expect(trigger()?.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('data-store-add buttons', () => {
  function button(attributes: Record<string, string>): HTMLButtonElement {
    const element = document.createElement('button');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.textContent = 'Add';
    document.body.append(element);
    return element;
  }
  const region = (role: string) => document.getElementById(`store-widgets-${role}`);

  it('adds with aria-busy meanwhile, says so in the page’s status region and tells the page', async () => {
    const add = button({ 'data-store-add': PPVT_FORMS, 'data-quantity': '2' });
    const heard: unknown[] = [];
    document.addEventListener('store-cart-updated', (event) => heard.push(event.detail), {
      once: true,
    });
    const done = addFromElement(add);
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(region('status')?.getAttribute('role')).toBe('status');
    await done;
    expect(add.hasAttribute('aria-busy')).toBe(false);
    expect(add.dataset.storeState).toBe('added');
    expect(region('status')?.textContent).toBe('Added to your cart');
    expect(heard).toEqual([
      {
        tag: 'store-widgets',
        action: 'added',
        entries: [{ productCode: PPVT_FORMS, quantityAdded: 2 }],
      },
    ]);
    expect((await actions.getCart())?.totalUnitCount).toBe(2);
  });

  it('shows a refusal in add-to-cart’s words: in the page’s alert region, or the author’s target', async () => {
    const refused = button({ 'data-store-add': WMS_KIT_NOT_ONLINE });
    await addFromElement(refused);
    expect(refused.dataset.storeState).toBe('refused');
    expect(region('alert')?.textContent).toBe(
      'This product cannot be bought online. Please contact Customer Support to order it.',
    );

    const target = document.createElement('p');
    target.id = 'my-status';
    document.body.append(target);
    const bad = button({
      'data-store-add': PPVT_FORMS,
      'data-quantity': 'two',
      'data-store-status': 'my-status',
    });
    await addFromElement(bad);
    expect(target.getAttribute('role')).toBe('status');
    expect(target.textContent).toBe('Please enter a whole number of 1 or more');
    expect(target.dataset.storeState).toBe('refused');
  });
});
