// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCore } from '../../src/core/core';
import { resetSharedInstances } from '../../src/core/platform/shared-instance';
import { AccountMenu } from '../../src/widgets/account-menu/account-menu';
import { Accounts } from '../../src/widgets/accounts/accounts';
import { AddToCart } from '../../src/widgets/add-to-cart/add-to-cart';
import { AddressBook } from '../../src/widgets/address-book/address-book';
import { AddressFormPage } from '../../src/widgets/address-book/address-form-page';
import { CartPage } from '../../src/widgets/cart/cart';
import { MiniCart } from '../../src/widgets/mini-cart/mini-cart';
import { PaymentCards } from '../../src/widgets/payment-cards/payment-cards';
import { QuickOrder } from '../../src/widgets/quick-order/quick-order';
import { QuoteDetails } from '../../src/widgets/quotes/quote-details';
import { Quotes } from '../../src/widgets/quotes/quotes';
import { SavedCartDetails } from '../../src/widgets/saved-carts/saved-cart-details';
import { SavedCarts } from '../../src/widgets/saved-carts/saved-carts';
import { mountWidget, unmountWidgets } from '../../src/testing/mount-widget';

/**
 * Every widget that needs the session starts it itself, through one hook (useStartedSession): on
 * a page without our loader (an integrator's own bundle, Storybook) nothing else would, and the
 * widget would wait for a session check nobody started. The session's code loads only where there
 * is a session to check (issue 31): an anonymous visitor's page knows its state without it.
 */
const startSession = vi.hoisted(() => vi.fn());
vi.mock('../../src/auth/session/start', () => ({ startSession }));

const globals = globalThis as Record<string, unknown>;

const TOKENS = JSON.stringify({ accessToken: 'stored-access-token' });

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  localStorage.clear();
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  resetSharedInstances();
  startSession.mockClear();
});

afterEach(() => {
  unmountWidgets();
  delete globals.storeWidgetsConfig;
});

describe('the session starts from every widget that needs it, without the loader', () => {
  it.each<[`store-${string}`, () => ReactElement]>([
    ['store-account-menu', () => <AccountMenu />],
    ['store-payment-cards', () => <PaymentCards />],
    ['store-quick-order', () => <QuickOrder />],
    ['store-mini-cart', () => <MiniCart />],
    ['store-add-to-cart', () => <AddToCart productCode="0158241926" />],
    ['store-cart', () => <CartPage />],
    ['store-saved-carts', () => <SavedCarts />],
    ['store-saved-cart-details', () => <SavedCartDetails cartId="00001" />],
    ['store-address-book', () => <AddressBook />],
    ['store-address-form-page', () => <AddressFormPage />],
    ['store-quotes', () => <Quotes />],
    ['store-quote-details', () => <QuoteDetails quoteId="Q10000005" />],
    ['store-accounts', () => <Accounts />],
  ])('<%s> starts it on a page with stored tokens', async (tag, widget) => {
    localStorage.setItem('store-widgets.tokens', TOKENS);
    expect(getCore().store.session.loading).toBe(true);
    mountWidget(widget(), tag);
    await waitFor(() => expect(startSession).toHaveBeenCalled());
  });
});

describe('an anonymous visitor’s page', () => {
  it('is known signed out at once, without the session’s code', async () => {
    mountWidget(<AccountMenu />, 'store-account-menu');
    await waitFor(() => expect(getCore().store.session.loading).toBe(false));
    expect(getCore().store.session.user).toBeNull();
    expect(startSession).not.toHaveBeenCalled();
  });

  it('loads the session’s code when another tab stores tokens (its sign-in)', async () => {
    mountWidget(<AccountMenu />, 'store-account-menu');
    await waitFor(() => expect(getCore().store.session.loading).toBe(false));
    // A storage event about something else changes nothing.
    localStorage.setItem('store-widgets.lastActivityTime', '1');
    dispatchEvent(new StorageEvent('storage', { key: 'store-widgets.lastActivityTime' }));
    localStorage.setItem('store-widgets.tokens', TOKENS);
    dispatchEvent(new StorageEvent('storage', { key: 'store-widgets.tokens', newValue: TOKENS }));
    await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['a sign-in callback', '?code=abc&state=xyz'],
    ['a sign-in error', '?error=access_denied'],
    ['notifications', '?notifications=%5B%5D'],
  ])('with %s in the URL loads it at once', async (_what, search) => {
    history.replaceState(null, '', `/${search}`);
    try {
      mountWidget(<AccountMenu />, 'store-account-menu');
      await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
      expect(getCore().store.session.loading).toBe(true);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('with a renewal another tab left mid-way loads it at once', async () => {
    localStorage.setItem('store-widgets.tokens.renewing', String(Date.now()));
    mountWidget(<AccountMenu />, 'store-account-menu');
    await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
  });
});
