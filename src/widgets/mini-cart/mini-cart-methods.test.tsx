// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSettledPage } from '../../testing/client-config';
import { cartOwner } from '../../api/cart/cart-owner';
import { cartQueryOptions } from '../../api/cart/get-cart';
import { getCore } from '../../core/core';
import { stubDialogMethods } from '../../testing/jsdom-dialog';
import { MiniCartElement } from './mini-cart.element';

// `<store-mini-cart>`'s public methods: open(), close(), addLines().

vi.mock('../../core/element/stylesheets', () => ({
  adoptWidgetStyles: () => undefined,
  adoptSheet: () => undefined,
}));
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const PPVT_FORMS = '0158241926';
const TAG = 'store-mini-cart-methods';
customElements.define(TAG, MiniCartElement);

interface MiniCart extends HTMLElement {
  open(): Promise<void>;
  close(): Promise<void>;
  addLines(lines: { code: string; quantity?: number | string }[]): Promise<unknown[]>;
}

withSettledPage();

beforeEach(() => {
  stubDialogMethods();
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  localStorage.clear();
});

const trigger = (element: Element) =>
  element.shadowRoot?.querySelector<HTMLButtonElement>('[part="trigger"]');

describe('<store-mini-cart> methods', () => {
  it('open() called before the widget renders waits for it, then opens the panel; close() closes it', async () => {
    const element = document.createElement(TAG) as MiniCart;
    const opened = element.open();
    await act(async () => document.body.append(element));
    await act(async () => opened);
    await vi.waitFor(() => expect(trigger(element)?.getAttribute('aria-expanded')).toBe('true'));
    await act(async () => element.close());
    expect(trigger(element)?.getAttribute('aria-expanded')).toBe('false');
  });

  it('addLines() adds with the rules and fires store-cart-updated from the element', async () => {
    const element = document.createElement(TAG) as MiniCart;
    await act(async () => document.body.append(element));
    await vi.waitFor(() => expect(trigger(element)).toBeTruthy());
    const heard: unknown[] = [];
    element.addEventListener('store-cart-updated', (event) => heard.push(event.detail));
    const added = await element.addLines([{ code: PPVT_FORMS, quantity: 2 }]);
    expect(added).toEqual([{ productCode: PPVT_FORMS, quantity: 2, quantityAdded: 2 }]);
    expect(heard).toEqual([
      {
        tag: 'store-mini-cart',
        action: 'added',
        entries: [{ productCode: PPVT_FORMS, quantityAdded: 2 }],
      },
    ]);
    const cart = await getCore().queries.fetch({ ...cartQueryOptions(cartOwner()), staleTime: 0 });
    expect(cart?.totalUnitCount).toBe(2);
    const refused = await element.addLines([{ code: PPVT_FORMS, quantity: 0 }]).catch((e) => e);
    expect(refused).toMatchObject({
      code: 'quantityNotPositive',
      message: 'Please enter a whole number of 1 or more',
    });
  });
});
