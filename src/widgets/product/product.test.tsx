// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSettledPage } from '../../testing/client-config';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { server } from '../../mocks/node';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { Product } from './product';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));
// jsdom has no constructable stylesheets: the element renders unstyled here.
vi.mock('../../core/element/stylesheets', () => ({
  adoptWidgetStyles: () => undefined,
  adoptSheet: () => undefined,
}));

/** <store-product>: the author's markup through its slot, and the missing product's message once. */
const MISSING =
  'Unable to find corresponding product - please make sure that product code/ISBN is correct';

const globals = globalThis as Record<string, unknown>;

withSettledPage();

afterEach(() => {
  unmountWidgets();
  vi.restoreAllMocks();
});

const base = (container: HTMLElement) => container.querySelector<HTMLElement>('[part="base"]')!;

describe('<store-product>', () => {
  it("shows the author's markup through its slot, and says its state on the host", async () => {
    const { container, element } = mountWidget(<Product code="0158241926" />, 'store-product');
    expect(container.querySelector('slot')).toBeTruthy();
    expect(base(container).dataset.state).toBe('loading');
    await waitFor(() => expect(base(container).dataset.state).toBe('ready'));
    expect(element.dataset.state).toBe('ready');
    expect(container.querySelector('[part="message"]')).toBeNull();
  });

  it("a product that does not exist: the spec's message once, and the console names the code", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, view, element } = mountWidget(
      <Product code="0158999999" />,
      'store-product',
    );
    await waitFor(() => expect(view.getByRole('status').textContent).toBe(MISSING));
    expect(element.dataset.state).toBe('missing');
    expect(container.querySelector('slot')).toBeTruthy();
    expect(String(error.mock.calls[0]?.[1])).toContain(
      'the attribute "code" ("0158999999") matches no product',
    );
  });

  it('a failed read says so', async () => {
    server.use(
      http.get('*/products/:code', () =>
        HttpResponse.json({ errors: [{ type: 'ServerError' }] }, { status: 503 }),
      ),
    );
    const { view, element } = mountWidget(<Product code="0158241926" />, 'store-product');
    await waitFor(() =>
      expect(view.getByRole('status').textContent).toBe(
        'We could not look up this product. Please try again.',
      ),
    );
    expect(element.dataset.state).toBe('failed');
  });

  it('a code that is not one, or none off a product page: the message, no request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { view } = mountWidget(<Product code="not a code!" />, 'store-product');
    expect(view.getByRole('status').textContent).toBe(MISSING);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[1])).toContain('is not a product code or ISBN');
    unmountWidgets();
    const none = mountWidget(<Product />, 'store-product');
    expect(none.view.getByRole('status').textContent).toBe(MISSING);
  });
});

describe('<store-product> in author mode', () => {
  it("keeps the author's markup (its slot) after the preview, so the fields inside are previewed in place", async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      authorMode: true,
    };
    // The page's core is made again from this configuration.
    resetSharedInstances();
    // The preview reads the loader's reserved boxes from the document's sheets: none in jsdom.
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], configurable: true });
    const { default: ProductElement } = await import('./product.element');
    customElements.define('store-product-author-test', ProductElement);
    const element = document.createElement('store-product-author-test');
    element.setAttribute('code', '0158241926');
    element.innerHTML = '<h3>Card</h3>';
    await act(async () => {
      document.body.append(element);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('[data-author-preview]')).toBeTruthy(),
    );
    expect(element.shadowRoot?.querySelector('slot')).toBeTruthy();
  });
});
