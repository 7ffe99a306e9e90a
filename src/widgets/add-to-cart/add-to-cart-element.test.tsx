// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCore } from '../../core/core';
import { AddToCartElement } from './add-to-cart.element';

// `<store-add-to-cart>` as a framework that inserts the element and then binds its values (Angular)
// gets it: the values set in that task are its first render's, so no problem is reported for an
// attribute that arrived; one that never comes is still reported.

// jsdom has no constructable stylesheets: the widget renders unstyled here.
vi.mock('../../core/element/stylesheets', () => ({
  adoptWidgetStyles: () => undefined,
  adoptSheet: () => undefined,
}));
// The session check is not under test.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const globals = globalThis as Record<string, unknown>;
const PPVT_FORMS = '0158241926';
const TAG = 'store-add-to-cart-first-render';
customElements.define(TAG, AddToCartElement);

type AddToCart = HTMLElement & { productCode?: string; quantity?: string };

let logged: unknown[][];

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  getCore().store.session.loading = false;
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  delete globals.storeWidgetsConfig;
  localStorage.clear();
});

/** The widget's state once it settles on `expected` (its product lookup answered). */
async function waitForState(element: Element, expected: string): Promise<void> {
  await vi.waitFor(
    async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
      const base = element.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
      expect(base?.dataset.state).toBe(expected);
    },
    { timeout: 5000 },
  );
}

const problems = () =>
  logged.map((args) => args.map(String).join(' ')).filter((text) => text.includes('<store-'));

describe('<store-add-to-cart> given its values in the task that inserted it', () => {
  it('renders with them and reports no problem: a property and an attribute', async () => {
    const element = document.createElement(TAG) as AddToCart;
    await act(async () => {
      document.body.append(element);
      element.productCode = PPVT_FORMS;
      element.setAttribute('quantity', '3');
    });
    await waitForState(element, 'ready');
    expect(problems()).toEqual([]);
    expect(element.shadowRoot?.querySelector('[part="button"]')?.hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('still reports a product code that never comes', async () => {
    const element = document.createElement(TAG) as AddToCart;
    await act(async () => {
      document.body.append(element);
      element.setAttribute('quantity', '3');
    });
    await waitForState(element, 'unavailable');
    expect(problems()).toEqual([
      '[store-widgets] <store-add-to-cart>: the attribute "product-code" is missing, and the page is not a product page (/p/{code}); the product is shown as unavailable.',
    ]);
  });
});
