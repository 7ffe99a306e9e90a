// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSettledPage } from '../../testing/client-config';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { WidgetHostContext } from '../../core/element/widget-host-context';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { startEmulation } from '../../mocks/identity/emulations';
import { userById } from '../../mocks/identity/users';
import { setEmulation } from '../../core/store/emulation-actions';
import { server } from '../../mocks/node';
import { unmountWidgets } from '../../testing/mount-widget';
import { ProductField, type ProductFieldProps } from './product-field';
import { readField } from './product-field-attributes';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const PPVT_FORMS = '0158241926'; // level A, USD 62, discountable, in stock
const WISC_MANUAL_LOW_STOCK = '0158979825'; // 3 in stock
const WMS_KIT_NOT_ONLINE = '0158984403';
const UNKNOWN = '0158999999';

withSettledPage();

afterEach(() => {
  unmountWidgets();
  vi.restoreAllMocks();
});

/** Counts the product reads that reach the network. */
function countProductReads(): string[] {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && /\/products\/[^/]+$/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

/** Each field as its element renders it, in its host inside `parent` (a scope, or the page). */
function mountField(props: ProductFieldProps, parent: Element = document.body) {
  const element = document.createElement('store-product-field');
  parent.append(element);
  const shadowRoot = element.attachShadow({ mode: 'open' });
  const target = document.createElement('div');
  shadowRoot.append(target);
  render(
    <WidgetHostContext value={{ element, shadowRoot, tag: 'store-product-field' }}>
      <ProductField {...props} />
    </WidgetHostContext>,
    { container: target },
  );
  const value = () => shadowRoot.querySelector<HTMLElement>('[part~="value"]')!;
  return { element, value, text: () => value().textContent, state: () => value().dataset.state };
}

function scope(code: string, parent: Element = document.body): HTMLElement {
  const element = document.createElement('store-product');
  element.setAttribute('code', code);
  parent.append(element);
  return element;
}

describe('readField', () => {
  it('takes the six fields and names the allowed ones otherwise', () => {
    expect(readField('price')).toEqual({ ok: true, field: 'price' });
    expect(readField(' qualification-level ')).toEqual({ ok: true, field: 'qualification-level' });
    expect(readField(undefined)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('the required attribute "field" is missing') as string,
    });
    expect(readField('cost')).toMatchObject({
      ok: false,
      problem: expect.stringContaining(
        '"field" ("cost") is not one of "name", "program"',
      ) as string,
    });
  });
});

describe('<store-product-field>', () => {
  it('shows each field of the product around it, with one request between them', async () => {
    const reads = countProductReads();
    const card = scope(PPVT_FORMS);
    // The author's nesting between the scope and its fields.
    const body = document.createElement('div');
    card.append(body);
    const fields = (
      ['name', 'program', 'format', 'price', 'availability', 'qualification-level'] as const
    ).map((field) => mountField({ field }, body));
    expect(fields[0]!.state()).toBe('loading');
    await waitFor(() => expect(fields.every((field) => field.state() === 'ready')).toBe(true));
    expect(fields.map((field) => field.text())).toEqual([
      'PPVT-5 Form A Record Forms (pack of 25)',
      'PPVT-5',
      'Record forms',
      '$62.00',
      'In stock',
      'A',
    ]);
    expect(reads).toEqual([`/headless/ecommerce/v2/products/${PPVT_FORMS}`]);
  });

  it('says low stock and not available online, in the site language', async () => {
    const low = mountField({ field: 'availability', code: WISC_MANUAL_LOW_STOCK });
    const offline = mountField({ field: 'availability', code: WMS_KIT_NOT_ONLINE });
    await waitFor(() => expect(low.text()).toBe('Low stock'));
    await waitFor(() => expect(offline.text()).toBe('Not available online'));
  });

  it('its own code wins over the scope, and a scope is found across a shadow root', async () => {
    const card = scope(PPVT_FORMS);
    const own = mountField({ field: 'name', code: WISC_MANUAL_LOW_STOCK }, card);
    // An author's own custom element with a shadow root, inside the scope.
    const wrapper = document.createElement('div');
    card.append(wrapper);
    const inner = wrapper.attachShadow({ mode: 'open' });
    const deep = mountField({ field: 'format' }, inner as unknown as Element);
    await waitFor(() => expect(own.text()).toBe('WISC-V Technical and Interpretive Manual'));
    await waitFor(() => expect(deep.text()).toBe('Record forms'));
  });

  it('follows the scope when the page changes its code', async () => {
    const card = scope(PPVT_FORMS);
    const name = mountField({ field: 'name' }, card);
    await waitFor(() => expect(name.text()).toBe('PPVT-5 Form A Record Forms (pack of 25)'));
    act(() => card.setAttribute('code', WISC_MANUAL_LOW_STOCK));
    await waitFor(() => expect(name.text()).toBe('WISC-V Technical and Interpretive Manual'));
  });

  it('shows the account price once the shopper signs in, and the visitor price after', async () => {
    const reads = countProductReads();
    const price = mountField({ field: 'price', code: PPVT_FORMS });
    await waitFor(() => expect(price.text()).toBe('$62.00'));
    // The district's organisation pays 5% less (docs/fake-backend.md).
    const token = issueAccessToken('u-1003', 3_600_000);
    setAccessTokenProvider(() => token);
    act(() => {
      getCore().store.session.user = { id: 'u-1003', firstName: 'Maria', lastName: 'Alvarez' };
    });
    await waitFor(() => expect(price.text()).toBe('$58.90'));
    act(() => {
      getCore().store.session.user = null;
    });
    setAccessTokenProvider(() => undefined);
    await waitFor(() => expect(price.text()).toBe('$62.00'));
    expect(reads).toHaveLength(2);
  });

  it("an agent acting for a customer sees the customer's account price", async () => {
    const reads = countProductReads();
    const token = issueAccessToken('u-1006', 3_600_000);
    setAccessTokenProvider(() => token);
    const agent = { id: 'u-1006', firstName: 'Chris', lastName: 'Morgan', customerService: true };
    getCore().store.session.user = agent;
    const price = mountField({ field: 'price', code: PPVT_FORMS });
    await waitFor(() => expect(price.text()).toBe('$62.00'));
    startEmulation(userById('u-1006')!, 'u-1003');
    act(() =>
      setEmulation(getCore(), { agentId: 'u-1006', customerId: 'u-1003', customerName: 'Maria' }),
    );
    await waitFor(() => expect(price.text()).toBe('$58.90'));
    expect(reads).toHaveLength(2);
  });

  it("a product that does not exist: the spec's message on a field of its own, nothing in a scope", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const own = mountField({ field: 'price', code: UNKNOWN });
    const scoped = mountField({ field: 'price' }, scope(UNKNOWN));
    await waitFor(() =>
      expect(own.text()).toBe(
        'Unable to find corresponding product - please make sure that product code/ISBN is correct',
      ),
    );
    expect(own.state()).toBe('missing');
    await waitFor(() => expect(scoped.state()).toBe('missing'));
    expect(scoped.text()).toBe('');
    // The scope names the code: the field outside one does it itself, once.
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[1])).toContain(
      `the attribute "code" ("${UNKNOWN}") matches no product`,
    );
  });

  it('a failed read says so, never a blank', async () => {
    server.use(
      http.get('*/products/:code', () =>
        HttpResponse.json({ errors: [{ type: 'ServerError' }] }, { status: 500 }),
      ),
    );
    const field = mountField({ field: 'name', code: PPVT_FORMS });
    await waitFor(() =>
      expect(field.text()).toBe('We could not look up this product. Please try again.'),
    );
    expect(field.state()).toBe('failed');
  });

  it('a wrong or missing field shows nothing, reads nothing and says why in the console', async () => {
    const reads = countProductReads();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrong = mountField({ field: 'cost', code: PPVT_FORMS });
    const missing = mountField({ code: PPVT_FORMS });
    expect(wrong.state()).toBe('invalid');
    expect(missing.state()).toBe('invalid');
    expect(wrong.text()).toBe('');
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(String(error.mock.calls[0]?.[1])).toContain('"field" ("cost") is not one of');
    expect(reads).toEqual([]);
  });

  it('a field with no code and no scope, off a product page, says which attribute is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const field = mountField({ field: 'name' });
    expect(field.state()).toBe('missing');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[1])).toContain('it has no attribute "code"');
  });
});
