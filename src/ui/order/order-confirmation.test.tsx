// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { placeOrder } from '../../api/orders/place-order';
import { orderedItems } from '../../rules/cart/ordered-items';
import { withClientConfig } from '../../testing/client-config';
import { CURRENT_CART, call, signIn } from '../../testing/commerce-backend';
import { fillSlot, requireSlot, slotShows } from '../../testing/content-slots';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { CartSchema } from '../../testing/occ-wire';
import { DANA, DANA_PERSONAL, cardToken, newCard, readyToOrder } from '../../testing/order-backend';
import { OrderConfirmation } from './order-confirmation';

// The session check is not under test.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const globals = globalThis as Record<string, unknown>;

withClientConfig();
beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => unmountWidgets());

/** Dana's order, placed as the checkout places it. */
async function danasOrder() {
  const token = signIn(DANA);
  setAccessTokenProvider(() => token);
  await readyToOrder(token, DANA_PERSONAL);
  const cart = v.parse(CartSchema, (await call('GET', CURRENT_CART, { token })).body);
  const body = { payment: newCard(cardToken('4242424242424242')), sanctionsScreening: false };
  return placeOrder(body, crypto.randomUUID(), {
    cartId: 'current',
    items: orderedItems(cart.entries),
  });
}

describe('the order confirmation’s content slot', () => {
  it('the `next-steps` slot follows the email notice, empty by default, with the page’s markup in it', async () => {
    const order = await danasOrder();
    const { element, shadowRoot } = mountWidget(
      <OrderConfirmation order={order} />,
      'store-order-confirmation',
    );
    const slot = await waitFor(() => requireSlot(shadowRoot, 'next-steps'));
    expect(slot.previousElementSibling?.className).toBe('email-notice');
    expect(slotShows(slot)).toEqual({ assigned: [], fallback: '' });
    const own = fillSlot(element, 'next-steps', 'Your materials ship within two working days.');
    expect(slotShows(slot).assigned).toEqual([own]);
  });
});
