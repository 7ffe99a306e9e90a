// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSettledPage } from '../../testing/client-config';
import { WidgetHostContext } from '../../core/element/widget-host-context';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { ProductImage } from './product-image';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

withSettledPage();

afterEach(() => {
  unmountWidgets();
  vi.restoreAllMocks();
});

const image = (container: HTMLElement) => container.querySelector<HTMLElement>('[part="image"]')!;

describe('<store-product-image>', () => {
  it("shows the product's picture from the commerce API, its name as the alternative text", async () => {
    const { container, view } = mountWidget(
      <ProductImage code="0158241926" />,
      'store-product-image',
    );
    expect(image(container).dataset.state).toBe('loading');
    expect(image(container).getAttribute('aria-hidden')).toBe('true');
    const img = await view.findByRole('img');
    expect(img.getAttribute('alt')).toBe('PPVT-5 Form A Record Forms (pack of 25)');
    expect(img.getAttribute('src')).toBe(
      'http://localhost/medias/products/0158241926/thumbnail.svg',
    );
  });

  it('reads the code of the <store-product> around it', async () => {
    const scope = document.createElement('store-product');
    scope.setAttribute('code', '0158979825');
    document.body.append(scope);
    const element = document.createElement('store-product-image');
    scope.append(element);
    const shadowRoot = element.attachShadow({ mode: 'open' });
    const target = document.createElement('div');
    shadowRoot.append(target);
    render(
      <WidgetHostContext value={{ element, shadowRoot, tag: 'store-product-image' }}>
        <ProductImage />
      </WidgetHostContext>,
      { container: target },
    );
    await waitFor(() =>
      expect(shadowRoot.querySelector('img')?.getAttribute('alt')).toBe(
        'WISC-V Technical and Interpretive Manual',
      ),
    );
  });

  it('a product that does not exist leaves the square empty, and the console names the code', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = mountWidget(<ProductImage code="0158999999" />, 'store-product-image');
    await waitFor(() => expect(image(container).dataset.state).toBe('missing'));
    expect(String(error.mock.calls[0]?.[1])).toContain('matches no product');
  });
});
