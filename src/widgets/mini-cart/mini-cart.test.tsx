// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntries } from '../../api/cart/cart-mutations';
import { ANONYMOUS_GUID_KEY, cartOwner, cartsPath } from '../../api/cart/cart-owner';
import { requestCart } from '../../api/cart/cart-request';
import { commerceRequest } from '../../api/http/commerce-client';
import { getCore } from '../../core/core';
import { translator } from '../../core/i18n/messages';
import { announceCartChange } from '../../ui/cart/cart-sync';
import type { ActiveCartState } from '../../ui/cart/use-active-cart';
import { cartLabel, MiniCart } from './mini-cart';
import { miniCartMessages } from './mini-cart.messages';
import { storageEvent } from '../../testing/memory-storage';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { fillSlot, requireSlot, slotNamed, slotShows } from '../../testing/content-slots';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const globals = globalThis as Record<string, unknown>;
const PPVT_FORMS = '0158241926'; // level A, USD 62
const EVT_FORMS = '0158242124'; // level A, USD 55

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  localStorage.clear();
});

afterEach(() => {
  unmountWidgets();
  delete globals.storeWidgetsConfig;
  localStorage.clear();
});

/** The widget as its element renders it: in a shadow root, with the page's query client. */
function mountMiniCart(children: ReactNode = <MiniCart />) {
  const { container, view } = mountWidget(children, 'store-mini-cart');
  return {
    root: () => container.querySelector<HTMLElement>('[part="base"]')!,
    button: () => view.getByRole('button'),
    badge: () => container.querySelector('.count'),
    status: () => view.getByRole('status'),
  };
}

function sessionReady(): void {
  getCore().store.session.loading = false;
}

describe('<store-mini-cart> count and subtotal', () => {
  it('shows the units in the cart (sum of quantities) and the subtotal, also in its name', async () => {
    sessionReady();
    await addEntries(
      cartOwner(),
      [
        { code: PPVT_FORMS, quantity: 2 },
        { code: EVT_FORMS, quantity: 1 },
      ],
      'seed-1',
    );
    const cart = mountMiniCart();
    await waitFor(() => expect(cart.root().dataset.state).toBe('filled'));
    // Two entries, three units: the badge counts units (totalUnitCount), not lines.
    expect(cart.badge()?.textContent).toBe('3');
    expect(cart.button().getAttribute('aria-label')).toBe('Cart, 3 items, $179.00');
    expect(cart.button().textContent).toContain('$179.00');
  });

  it('says one item in the singular, and an empty cart has no badge', async () => {
    sessionReady();
    const cart = mountMiniCart();
    await waitFor(() => expect(cart.root().dataset.state).toBe('empty'));
    expect(cart.badge()).toBeNull();
    expect(cart.button().getAttribute('aria-label')).toBe('Cart, empty');

    // The first add creates the cart: the new cart id reaches the mounted widget at once.
    await act(() => addEntries(cartOwner(), [{ code: EVT_FORMS, quantity: 1 }], 'seed-1'));
    await act(() => announceCartChange(getCore().queries));
    await waitFor(() => expect(cart.root().dataset.state).toBe('filled'));
    expect(cart.button().getAttribute('aria-label')).toBe('Cart, 1 item, $55.00');
    expect(cart.badge()?.textContent).toBe('1');
  });

  it('keeps its box while the session check runs, named just "Cart"', () => {
    const cart = mountMiniCart();
    expect(cart.root().dataset.state).toBe('loading');
    expect(cart.button().getAttribute('aria-label')).toBe('Cart');
    expect(cart.badge()).toBeNull();
  });

  it('translates its name (fr-ca)', () => {
    const t = translator(miniCartMessages, 'fr');
    const state = {
      status: 'ready',
      owner: { userId: 'anonymous', cartId: 'g' },
      cart: { totalUnitCount: 4, subTotal: { formattedValue: '248,00 $' } },
      refreshing: false,
    } as unknown as ActiveCartState;
    expect(cartLabel(state, t)).toBe('Panier, 4 articles, 248,00 $');
  });
});

describe('<store-mini-cart> follows the cart', () => {
  it('announces a count change politely, but not the first load', async () => {
    sessionReady();
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'seed-1');
    const cart = mountMiniCart();
    await waitFor(() => expect(cart.root().dataset.state).toBe('filled'));
    expect(cart.status().textContent).toBe('');

    // Another widget on the page adds (useCartAction announces the change the same way).
    await addEntries(cartOwner(), [{ code: EVT_FORMS, quantity: 2 }], 'add-2');
    await act(() => announceCartChange(getCore().queries));
    await waitFor(() => expect(cart.badge()?.textContent).toBe('3'));
    expect(cart.status().textContent).toBe('Your cart now has 3 items, $172.00.');
  });

  it('refreshes when another tab says the cart changed (BroadcastChannel)', async () => {
    sessionReady();
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'seed-1');
    const cart = mountMiniCart();
    await waitFor(() => expect(cart.badge()?.textContent).toBe('1'));

    // The other tab changed the cart on the platform, then told every tab.
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 4 }], 'other-tab');
    const otherTab = new BroadcastChannel('store-widgets.cart');
    otherTab.postMessage({ type: 'cart-changed' });
    otherTab.close();
    await waitFor(() => expect(cart.badge()?.textContent).toBe('5'));
    expect(cart.button().getAttribute('aria-label')).toBe('Cart, 5 items, $310.00');
  });

  it("shows the cart another tab created, when that tab's first add stores the anonymous id", async () => {
    sessionReady();
    const cart = mountMiniCart();
    await waitFor(() => expect(cart.root().dataset.state).toBe('empty'));

    // The other tab's first add created the cart and stored its id: this tab only sees the
    // storage write (a storage event), not the other tab's module state.
    const created = await requestCart(cartsPath('anonymous'), { method: 'POST' });
    await commerceRequest(`${cartsPath('anonymous', created.guid)}/entries`, {
      method: 'POST',
      body: { orderEntries: [{ product: { code: EVT_FORMS }, quantity: 2 }] },
    });
    localStorage.setItem(ANONYMOUS_GUID_KEY, created.guid);
    act(() => {
      window.dispatchEvent(storageEvent(ANONYMOUS_GUID_KEY, localStorage, created.guid));
    });
    await waitFor(() => expect(cart.badge()?.textContent).toBe('2'));
    expect(cart.button().getAttribute('aria-label')).toBe('Cart, 2 items, $110.00');
  });
});

describe('<store-mini-cart> content slots', () => {
  it('the panel shows our empty state by default, the page’s own in the `empty` slot in its place', async () => {
    sessionReady();
    const { container, element, shadowRoot, view } = mountWidget(<MiniCart />, 'store-mini-cart');
    await waitFor(() =>
      expect(container.querySelector<HTMLElement>('[part="base"]')!.dataset.state).toBe('empty'),
    );
    act(() => view.getByRole('button').click());
    const empty = await waitFor(() => requireSlot(shadowRoot, 'empty'));
    expect(slotShows(empty)).toEqual({ assigned: [], fallback: 'Your cart is empty.' });
    expect(slotNamed(shadowRoot, 'totals-note')).toBeNull();

    const own = fillSlot(element, 'empty', 'Nothing yet: browse our assessments.');
    expect(slotShows(empty).assigned).toEqual([own]);
    // It stays in the panel's dialog, after its title: read there.
    expect(empty.closest('[role="dialog"]')).not.toBeNull();
  });

  it('a filled cart’s panel has the `totals-note` slot under its totals, empty by default', async () => {
    sessionReady();
    await addEntries(cartOwner(), [{ code: EVT_FORMS, quantity: 1 }], 'seed-1');
    const { container, element, shadowRoot, view } = mountWidget(<MiniCart />, 'store-mini-cart');
    await waitFor(() =>
      expect(container.querySelector<HTMLElement>('[part="base"]')!.dataset.state).toBe('filled'),
    );
    const own = fillSlot(element, 'totals-note', 'Free shipping over $100.');
    act(() => view.getByRole('button').click());
    const note = await waitFor(() => requireSlot(shadowRoot, 'totals-note'));
    expect(slotShows(note)).toEqual({ assigned: [own], fallback: '' });
    expect(note.previousElementSibling?.className).toBe('totals');
    // The empty state's slot is not rendered: the page's empty state shows nowhere.
    expect(slotNamed(shadowRoot, 'empty')).toBeNull();
  });
});
