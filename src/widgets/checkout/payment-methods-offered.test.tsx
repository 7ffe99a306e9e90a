// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { mountWidget } from '../../testing/mount-widget';
import { server } from '../../mocks/node';
import { Checkout } from './checkout';
import { signIn } from '../../testing/commerce-backend';
import { MARIA, MARIA_FOR, readyToOrder } from '../../testing/order-backend';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/**
 * The order summary's payment methods as the platform's payment types allow them: purchase order
 * offered where the site takes payment on account (OCC's `ACCOUNT`), and not shown at all where
 * it takes none (a site without it has no purchase order to explain).
 */
const globals = globalThis as Record<string, unknown>;

beforeAll(async () => {
  await import('./signed-in-checkout');
});

beforeEach(async () => {
  localStorage.clear();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', '/store/checkout');
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
    contentBase: 'http://localhost',
    mockFlags: true,
  };
  const token = signIn(MARIA);
  setAccessTokenProvider(() => token);
  const { store } = getCore();
  store.session.user = { id: MARIA, firstName: 'Maria', lastName: 'Lopez' };
  store.session.loading = false;
  // The district's organisation has ordered before: purchase order is its to use.
  await readyToOrder(token, MARIA_FOR('org-1234'));
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  setAccessTokenProvider(() => undefined);
  delete globals.storeWidgetsConfig;
});

const mount = () => mountWidget(<Checkout />);

const purchaseOrder = () => screen.queryByRole('radio', { name: /^Purchase order/ });

describe('the payment methods of the order summary', () => {
  it(
    'offer purchase order where the site takes payment on account',
    { timeout: 20_000 },
    async () => {
      mount();
      await waitFor(() => expect(purchaseOrder()).not.toBeNull(), { timeout: 10_000 });
      expect(purchaseOrder()).toHaveProperty('disabled', false);
    },
  );

  it(
    'leave purchase order out where the site takes no payment on account',
    { timeout: 20_000 },
    async () => {
      server.use(
        http.get('*/paymenttypes', () => HttpResponse.json({ paymentTypes: [{ code: 'CARD' }] })),
      );
      mount();
      await waitFor(
        () => expect(screen.queryByRole('radio', { name: /^Credit or debit card/ })).not.toBeNull(),
        {
          timeout: 10_000,
        },
      );
      expect(purchaseOrder()).toBeNull();
    },
  );
});
