// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntries } from '../../api/cart/cart-mutations';
import { ANONYMOUS_GUID_KEY } from '../../api/cart/cart-owner';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { cartHandlers } from '../../mocks/handlers/carts';
import { faultHandlers } from '../../mocks/handlers/faults';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { CartMergeDialogHost } from './cart-merge-dialog';
import { CartMergeHost } from './cart-merge-host';
import { stubDialogMethods } from '../../testing/jsdom-dialog';
import { mountWidget, unmountWidgets, type MountedWidget } from '../../testing/mount-widget';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const globals = globalThis as Record<string, unknown>;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  localStorage.clear();
  server.use(...faultHandlers, ...cartHandlers);
  stubDialogMethods();
});

afterEach(async () => {
  await act(async () => unmountWidgets());
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
  localStorage.clear();
});

/** One widget's React root with the host in it, as r2wc gives each element its own root. */
async function mountHost(
  Host: () => React.ReactNode = CartMergeHost,
): Promise<{ element: HTMLElement; unmount: () => void }> {
  let mounted: MountedWidget | undefined;
  await act(async () => {
    mounted = mountWidget(<Host />);
  });
  return { element: mounted!.container, unmount: mounted!.unmount };
}

const dialogs = () => document.querySelectorAll('dialog.cart-merge-dialog');

describe('<CartMergeHost>', () => {
  it('renders in one widget only, and another takes over when that one goes away', async () => {
    getCore().store.session.loading = false;
    const first = await mountHost(CartMergeDialogHost);
    const second = await mountHost(CartMergeDialogHost);
    expect(dialogs()).toHaveLength(1);
    expect(first.element.querySelector('dialog')).not.toBeNull();
    expect(second.element.querySelector('dialog')).toBeNull();

    await act(async () => first.unmount());
    expect(dialogs()).toHaveLength(1);
    expect(second.element.querySelector('dialog')).not.toBeNull();
  });

  it('asks the teacher at sign-in and combines the carts on their choice', async () => {
    const store = getCore().store;
    await addEntries(
      { userId: 'anonymous', cartId: null },
      [{ code: '0158241926', quantity: 1 }],
      'visitor-add',
    );
    const guid = localStorage.getItem(ANONYMOUS_GUID_KEY);
    expect(guid).not.toBeNull();
    store.session.loading = false;
    const { element } = await mountHost();
    // Signed out: the merge and its dialog are not even loaded.
    expect(element.querySelector('dialog')).toBeNull();

    const token = issueAccessToken('u-1002', 3_600_000);
    setAccessTokenProvider(() => token);
    await act(async () => {
      store.session.user = { id: 'u-1002', firstName: 'Sam', lastName: 'Okafor' };
    });
    await vi.waitFor(() =>
      expect(element.querySelector('dialog')?.hasAttribute('open')).toBe(true),
    );
    const dialog = element.querySelector('dialog');
    expect(dialog?.textContent).toContain('You have two carts');
    expect(dialog?.textContent).toContain('1 item, $62.00');
    expect(dialog?.textContent).toContain('3 items, $264.00');

    const combine = [...element.querySelectorAll('button')].find(
      (button) => button.textContent === 'Combine the carts',
    );
    await act(async () => combine?.click());
    await vi.waitFor(() =>
      expect(element.querySelector('.visually-hidden[role="status"]')?.textContent).toBe(
        'Your carts were combined.',
      ),
    );
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(localStorage.getItem(ANONYMOUS_GUID_KEY)).toBeNull();
    // Loaded once, it stays (the outcome is still announced) though no merge is possible now.
    expect(element.querySelector('dialog')).not.toBeNull();
  });

  it('loads nothing for a signed-in shopper without a visitor cart', async () => {
    const store = getCore().store;
    store.session.loading = false;
    const token = issueAccessToken('u-1001', 3_600_000);
    setAccessTokenProvider(() => token);
    store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
    const { element } = await mountHost();
    expect(element.childElementCount).toBe(0);
  });
});
