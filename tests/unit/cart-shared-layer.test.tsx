// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANONYMOUS_GUID_KEY,
  cartOwner,
  clearAnonymousGuid,
  readAnonymousGuid,
  storeAnonymousGuid,
  subscribeAnonymousGuid,
} from '../../src/api/cart/cart-owner';
import { addEntries } from '../../src/api/cart/cart-mutations';
import { fetchProduct } from '../../src/api/products/get-product';
import { cartQueryOptions, fetchCart } from '../../src/api/cart/get-cart';
import type { Cart } from '../../src/api/cart/cart.schema';
import { shippingNotes } from '../../src/rules/cart/shipping-notes';
import { cartShippingInput } from '../../src/ui/cart/cart-totals';
import { savedCartQueryOptions, savedCartsQueryOptions } from '../../src/api/cart/saved-carts';
import { setUser } from '../../src/core/store/actions';
import { getCore } from '../../src/core/core';
import { cartHandlers } from '../../src/mocks/handlers/carts';
import { server } from '../../src/mocks/node';
import { announceCartChange } from '../../src/ui/cart/cart-sync';
import { useActiveCart } from '../../src/ui/cart/use-active-cart';
import { useCartAction } from '../../src/ui/cart/use-cart-action';
import { WIDGET_IMPORTERS } from '../../src/widgets/registry';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../src/auth/session/start', () => ({ startSession: () => undefined }));

const globals = globalThis as Record<string, unknown>;
const PPVT_FORMS = '0158241926'; // level A, seeded

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  localStorage.clear();
  server.use(...cartHandlers);
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('widget registry', () => {
  it('names each tag after its element file', () => {
    const tags = Object.keys(WIDGET_IMPORTERS);
    expect(tags).toEqual(
      expect.arrayContaining([
        'store-header',
        'store-footer',
        'store-account-menu',
        'store-payment-cards',
      ]),
    );
    for (const tag of tags) expect(tag).toMatch(/^store-[a-z]+(-[a-z]+)*$/);
  });
});

describe('anonymous cart guid', () => {
  const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('tells listeners about changes in this tab and in other tabs', () => {
    const listener = vi.fn();
    const stop = subscribeAnonymousGuid(listener);
    storeAnonymousGuid(GUID);
    expect(listener).toHaveBeenCalledTimes(1);
    clearAnonymousGuid('some-other-guid-1234');
    expect(readAnonymousGuid()).toBe(GUID); // only the stored guid is cleared
    clearAnonymousGuid(GUID);
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: ANONYMOUS_GUID_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    storeAnonymousGuid(GUID);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the cart for the page when storage refuses the guid', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    storeAnonymousGuid(GUID);
    expect(readAnonymousGuid()).toBe(GUID);
    clearAnonymousGuid();
    expect(readAnonymousGuid()).toBeNull();
  });
});

describe('product lookup', () => {
  it('finds a product by code and reads an unknown one as null', async () => {
    expect((await fetchProduct(PPVT_FORMS))?.code).toBe(PPVT_FORMS);
    expect(await fetchProduct('NOSUCHCODE1')).toBeNull();
  });
});

describe('useCartAction', () => {
  it('sends one request for a double click, reuses the id on retry, and renews it after success', async () => {
    const ids: string[] = [];
    let fail = true;
    const perform = vi.fn(async (input: string, requestId: string) => {
      ids.push(requestId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('500');
      return input;
    });
    const { result } = renderHook(() => useCartAction(perform, (input: string) => input));
    await act(async () => {
      await Promise.all([result.current.run('a'), result.current.run('a')]);
    });
    expect(perform).toHaveBeenCalledTimes(1);
    expect(result.current.state.status).toBe('failed');

    fail = false;
    await act(async () => {
      await result.current.run('a');
    });
    expect(ids[1]).toBe(ids[0]); // the retry of the same action: the platform applies it once
    expect(result.current.state).toEqual({ status: 'done', result: 'a' });

    await act(async () => {
      await result.current.run('a');
    });
    expect(ids[2]).not.toBe(ids[1]); // a new action after success
    fail = true;
    await act(async () => {
      await result.current.run('b');
      await result.current.run('c');
    });
    expect(ids[4]).not.toBe(ids[3]); // different input after a failure: a different action
  });
});

describe('useActiveCart', () => {
  it('waits for the session, then follows the first add of any widget', async () => {
    // What useCartAction does after every change, here without a second widget.
    const { result } = renderHook(() => useActiveCart());
    expect(result.current.status).toBe('loading');
    act(() => {
      getCore().store.session.loading = false;
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cart).toBeNull();

    await act(async () => {
      await addEntries(
        { userId: 'anonymous', cartId: null },
        [{ code: PPVT_FORMS, quantity: 2 }],
        'r1',
      );
      await announceCartChange(getCore().queries);
    });
    await waitFor(() => expect(result.current.cart?.totalUnitCount).toBe(2));
  });
});

describe('sign-out', () => {
  it("drops the shopper's data from the page cache and keeps the page content", async () => {
    const { queries } = getCore();
    type Read = { queryKey: readonly unknown[]; meta?: Record<string, unknown> };
    const seed = (options: Read) =>
      queries.fetch({ ...options, queryFn: () => Promise.resolve(null) });
    const kept = (options: Read) =>
      queries.peek({ ...options, queryFn: () => Promise.resolve(null) }).status === 'success';
    setUser(getCore(), { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' });
    await seed(cartQueryOptions({ userId: 'current', cartId: 'current' }));
    await seed(savedCartsQueryOptions());
    await seed(savedCartQueryOptions('00001001'));
    await seed({ queryKey: ['content', 'en-us', 'footer-content.json'] });
    await seed(cartQueryOptions({ userId: 'anonymous', cartId: null }));
    setUser(getCore(), null);
    expect(
      [
        cartQueryOptions({ userId: 'current', cartId: 'current' }),
        savedCartsQueryOptions(),
        savedCartQueryOptions('00001001'),
        { queryKey: ['content', 'en-us', 'footer-content.json'] },
        cartQueryOptions({ userId: 'anonymous', cartId: null }),
      ].map(kept),
    ).toEqual([false, false, false, true, true]);
  });
});

describe('split shipments', () => {
  it('a product not released yet ships apart from the rest: the note applies', async () => {
    const ASDO_MANUAL = 'A103000201191'; // estimated ship date 2027-03-01
    const owner = { userId: 'anonymous', cartId: null } as const;
    await addEntries(owner, [{ code: PPVT_FORMS, quantity: 1 }], 'one');
    const inStockOnly = await fetchCart(cartOwner());
    expect(inStockOnly?.entries.map((e) => e.availability)).toEqual(['inStock']);
    expect(shippingNotes(cartShippingInput(inStockOnly as Cart, 'en-us'))).toEqual([]);

    await addEntries(cartOwner(), [{ code: ASDO_MANUAL, quantity: 1 }], 'two');
    const mixed = await fetchCart(cartOwner());
    expect(mixed?.entries.map((e) => e.availability)).toEqual(['inStock', '2027-03-01']);
    expect(shippingNotes(cartShippingInput(mixed as Cart, 'en-us'))).toEqual(['splitShipment']);
  });
});
