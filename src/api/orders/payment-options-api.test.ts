// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { fetchPaymentOptions } from './payment-options';
import { server } from '../../mocks/node';
import { cartWith, choose, signIn } from '../../testing/commerce-backend';
import { DANA, DANA_PERSONAL, PPVT_FORMS, readyToOrder } from '../../testing/order-backend';
import { withClientConfig } from '../../testing/client-config';

// The checkout's payment options as the client reads them (src/api/orders/payment-options.ts):
// OCC's saved cards and payment types and the store's account payment, in parallel, each with the
// fields its schema reads, against the fake backend.

withClientConfig();

afterEach(() => {
  server.events.removeAllListeners();
});

/** Each request's URL, and how many were under way when each was sent. */
function watchRequests() {
  const sent: { url: URL; underWay: number }[] = [];
  let underWay = 0;
  server.events.on('request:start', ({ request }) => {
    underWay += 1;
    sent.push({ url: new URL(request.url), underWay });
  });
  server.events.on('response:mocked', () => {
    underWay -= 1;
  });
  return sent;
}

describe('the payment options read', () => {
  it('asks OCC and the extension at once, each for what its schema reads, and combines them', async () => {
    const token = signIn(DANA);
    setAccessTokenProvider(() => token);
    await readyToOrder(token, DANA_PERSONAL);
    const sent = watchRequests();
    const options = await fetchPaymentOptions();
    expect(sent.map(({ url }) => url.pathname.replace(/^.*\/v2/, ''))).toEqual([
      '/users/current/paymentdetails',
      '/paymenttypes',
      '/users/current/carts/current/checkout/account-payment',
    ]);
    expect(sent.map(({ underWay }) => underWay)).toEqual([1, 2, 3]);
    const [cards, types, account] = sent.map(({ url }) => url.searchParams);
    expect(cards?.get('saved')).toBe('true');
    expect(cards?.get('purpose')).toBe('checkout');
    expect(cards?.get('fields')).toMatch(/^payments\(id,.*cardType\(code,name\).*billingAddress\(/);
    expect(types?.get('fields')).toBe('paymentTypes(code)');
    expect(account?.get('lang')).toBe('en');
    expect(options.savedCards.map((card) => [card.id, card.brand, card.defaultPayment])).toEqual([
      ['card-1001-1', 'visa', true],
      ['card-1001-2', 'mastercard', false],
    ]);
    expect(options.purchaseOrder).toEqual({ available: false, reason: 'personalAccount' });
    expect(options.accountAddress).toMatchObject({ line1: '120 Maple Avenue' });
  });

  it('offers purchase order to an organisation that has ordered, without the step-up', async () => {
    const token = signIn('u-1003');
    setAccessTokenProvider(() => token);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    const options = await fetchPaymentOptions();
    expect(options.purchaseOrder).toEqual({ available: true });
    expect(options.savedCards.map((card) => card.last4)).toEqual(['0005']);
  });
});
