// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCore } from '../../core/core';
import { FLAG_DEFAULTS } from '../../core/flags/flag-defaults';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage, type AccountPageStatus } from './account-page';
import { fillSlot, requireSlot, slotShows } from '../../testing/content-slots';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import {
  ACCOUNT_PAGES,
  accountLinks,
  accountPageAvailable,
  qualificationTypeAvailable,
  type AccountFlags,
} from './account-pages';

/**
 * The account page shell (src/ui/account-page): the states every account page shares, and the one
 * list of account pages that the menu, the overview and the shell read.
 */
const globals = globalThis as Record<string, unknown>;
const SHOPPER = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
const ALL_ON: AccountFlags = {
  'order-history': true,
  'address-book': true,
  'my-account-qualifications': ['degree'],
};

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  const { store } = getCore();
  store.session.loading = false;
  store.session.user = SHOPPER;
  Object.assign(store.flags, ALL_ON);
  window.history.replaceState(null, '', '/store/usassessments/en/my-account/order-history?page=2');
});

afterEach(() => {
  cleanup();
  unmountWidgets();
  delete globals.storeWidgetsConfig;
});

const root = () => document.querySelector('[part="base"]') as HTMLElement;

describe('account pages', () => {
  it('lists the menu’s pages in the spec’s order, hiding each flagged one when its flag is off', () => {
    const site = getCore().store.site;
    const routes = storeRoutes(site).account;
    expect(accountLinks(site, ALL_ON)).toEqual([
      { id: 'orderHistory', href: routes.orderHistory },
      { id: 'quotes', href: routes.quotes },
      { id: 'savedCarts', href: routes.savedCarts },
      { id: 'profile', href: routes.profile },
      { id: 'qualifications', href: routes.qualifications },
      { id: 'accounts', href: routes.accounts },
      { id: 'addressBook', href: routes.addresses() },
      { id: 'preferences', href: routes.preferences },
      { id: 'paymentCards', href: routes.paymentCards },
    ]);
    const defaults = accountLinks(site, FLAG_DEFAULTS).map((link) => link.id);
    expect(defaults).toEqual([
      'quotes',
      'savedCarts',
      'profile',
      'accounts',
      'preferences',
      'paymentCards',
    ]);
    for (const id of ACCOUNT_PAGES) {
      expect(accountPageAvailable(id, FLAG_DEFAULTS), id).toBe(defaults.includes(id));
    }
    expect(qualificationTypeAvailable('degree', ALL_ON)).toBe(true);
    expect(qualificationTypeAvailable('license', ALL_ON)).toBe(false);
    expect(qualificationTypeAvailable('<script>', ALL_ON)).toBe(false);
  });
});

describe('AccountPage', () => {
  it('a visitor is asked to sign in, and the link comes back to this page', () => {
    getCore().store.session.user = null;
    render(
      <AccountPage page="orderHistory" className="x" title="Order History" status="ready">
        content
      </AccountPage>,
    );
    expect(root().dataset.state).toBe('signed-out');
    expect(screen.getByText('Please sign in to see this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/en-us/login?returnTo=${encodeURIComponent('/store/usassessments/en/my-account/order-history?page=2')}`,
    );
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Order History' })).toBeTruthy();
  });

  it('a page whose flag is off says it is not available, even to a visitor, with the overview linked', () => {
    getCore().store.flags['order-history'] = false;
    getCore().store.session.user = null;
    render(
      <AccountPage page="orderHistory" className="x" status="ready">
        content
      </AccountPage>,
    );
    expect(root().dataset.state).toBe('unavailable');
    expect(screen.getByRole('status').textContent).toBe('This page is not available.');
    expect(screen.getByRole('link', { name: 'Back to My account' }).getAttribute('href')).toBe(
      '/store/usassessments/en/my-account',
    );
    expect(screen.queryByText('content')).toBeNull();
  });

  it('a further condition of the page makes it unavailable too; visitors may pass when allowed', () => {
    const { rerender } = render(
      <AccountPage page="qualifications" available={false} className="x" status="ready">
        content
      </AccountPage>,
    );
    expect(root().dataset.state).toBe('unavailable');
    getCore().store.session.user = null;
    rerender(
      <AccountPage page="orderHistory" visitors className="x" status="ready">
        content
      </AccountPage>,
    );
    expect(root().dataset.state).toBe('loaded');
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('not found: the page’s text and its link back; the overview is not offered twice', () => {
    render(
      <AccountPage
        page="savedCarts"
        className="x"
        status="not-found"
        texts={{ notFound: 'No such cart.' }}
        back={{ href: '/list', label: 'Back to the list' }}
      />,
    );
    expect(root().dataset.state).toBe('not-found');
    expect(screen.getByRole('alert').textContent).toBe('No such cart.');
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/list',
    );
    expect(screen.getAllByRole('link', { name: 'Back to My account' })).toHaveLength(1);
  });

  it('a page that cannot be shown for good replaces itself with its error page, once; a visitor signs in first', () => {
    // jsdom cannot navigate: the page's location records where the shell sends the shopper and
    // reads as jsdom's for everything else (its properties are not configurable, hence a proxy).
    const replace = vi.fn<(url: string) => void>();
    const location = globalThis.location;
    vi.stubGlobal(
      'location',
      new Proxy({} as Location, {
        get(_, key) {
          if (key === 'replace') return replace;
          const value: unknown = Reflect.get(location, key);
          return typeof value === 'function' ? value.bind(location) : value;
        },
      }),
    );
    try {
      getCore().store.session.user = null;
      const page = (status: AccountPageStatus) => (
        <AccountPage
          page="quotes"
          className="x"
          title="Quote"
          status={status}
          errorPage="/en-us/error.404.html"
        >
          content
        </AccountPage>
      );
      const { rerender } = render(page('loading'));
      // The quote may be the visitor's: they are asked to sign in, not sent away.
      expect(root().dataset.state).toBe('signed-out');
      expect(replace).not.toHaveBeenCalled();

      act(() => {
        getCore().store.session.user = SHOPPER;
      });
      rerender(page('error'));
      expect(root().dataset.state).toBe('redirecting');
      expect(replace).toHaveBeenCalledExactlyOnceWith('/en-us/error.404.html');
      // While the error page loads: what happens, and the way there if the navigation is stopped.
      expect(screen.getByRole('status').textContent).toBe(
        'We cannot show this page. Taking you to a page that explains why… Continue',
      );
      expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
        '/en-us/error.404.html',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.queryByText('content')).toBeNull();
      rerender(page('error'));
      expect(replace).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a load failure offers Try again; once loaded, focus moves from the gone button to the heading', () => {
    function Page() {
      const [status, setStatus] = useState<AccountPageStatus>('error');
      return (
        <AccountPage
          page="quotes"
          className="x"
          title="Quotes"
          status={status}
          onRetry={() => setStatus('ready')}
          readyState="empty"
        >
          <p>No quotes yet.</p>
        </AccountPage>
      );
    }
    render(<Page />);
    expect(root().dataset.state).toBe('error');
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load this page. Please try again.',
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    act(() => {
      fireEvent.click(retry);
    });
    expect(root().dataset.state).toBe('empty');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Quotes' }));
  });

  it('“Back to My account” waits for the content: under the skeleton it would be pushed down', () => {
    const { rerender } = render(
      <AccountPage page="quotes" className="x" title="Quotes" status="loading" />,
    );
    expect(root().dataset.state).toBe('loading');
    expect(screen.queryByRole('link', { name: 'Back to My account' })).toBeNull();
    rerender(
      <AccountPage page="quotes" className="x" title="Quotes" status="ready">
        <p>the quotes</p>
      </AccountPage>,
    );
    const back = screen.getByRole('link', { name: 'Back to My account' });
    // After the content, in the document's order.
    expect(
      screen.getByText('the quotes').compareDocumentPosition(back) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a state change the shopper did not cause leaves focus alone; the overview has no link to itself', () => {
    const { rerender } = render(
      <AccountPage page="overview" className="x" title="My account" status="loading" />,
    );
    expect(root().dataset.state).toBe('loading');
    rerender(
      <AccountPage page="overview" className="x" title="My account" status="ready">
        links
      </AccountPage>,
    );
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('link', { name: 'Back to My account' })).toBeNull();
  });

  it('French: the shell’s texts come from its catalog', () => {
    Object.assign(getCore().store.site, { language: 'fr' });
    getCore().store.session.user = null;
    render(<AccountPage page="quotes" className="x" status="ready" />);
    expect(screen.getByText('Veuillez vous connecter pour voir cette page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à Mon compte' })).toBeTruthy();
  });
});

describe('AccountPage content slot', () => {
  it('the `heading-aside` slot sits beside the heading, empty by default, with the page’s markup in it', () => {
    const { element, shadowRoot } = mountWidget(
      <AccountPage page="orderHistory" className="x" title="Order History" status="ready">
        content
      </AccountPage>,
      'store-order-history',
    );
    const aside = requireSlot(shadowRoot, 'heading-aside');
    expect(aside.previousElementSibling?.textContent).toBe('Order History');
    expect(aside.parentElement?.className).toBe('page-heading');
    expect(slotShows(aside)).toEqual({ assigned: [], fallback: '' });
    const own = fillSlot(element, 'heading-aside', 'Questions? Call 800-627-7271.');
    expect(slotShows(aside).assigned).toEqual([own]);
  });

  it('without a heading of its own (the host page has one), the slot still opens the page', () => {
    const { shadowRoot } = mountWidget(
      <AccountPage page="orderHistory" className="x" status="ready">
        content
      </AccountPage>,
      'store-order-history',
    );
    const aside = requireSlot(shadowRoot, 'heading-aside');
    expect(aside.parentElement?.firstElementChild).toBe(aside);
  });
});
