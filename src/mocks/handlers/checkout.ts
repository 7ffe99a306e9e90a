import { http } from 'msw';
import { checkoutCart, choicesOf, renderCheckout } from '../db/checkout';
import { isCheckoutChoice, putCheckoutChoice } from '../db/checkout-choices';
import { invalidField } from '../db/checkout-errors';
import { deliveryModesFor } from '../db/delivery-modes';
import { shopperCall } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';

/**
 * The checkout of the signed-in shopper's current cart (src/api/checkout/checkout.schema.ts): its
 * state, one PUT per choice (cart version first: 409 when the cart changed; idempotent by
 * X-Request-Id), and the delivery modes offered for its delivery address (OCC's call).
 */
const CURRENT_CART = `${COMMERCE_BASE}/users/:userId/carts/current`;

export const checkoutHandlers = [
  http.get(
    `${CURRENT_CART}/checkout`,
    shopperCall(({ user, context, lang }) => ({
      status: 200,
      body: renderCheckout(checkoutCart(user), context, lang),
    })),
  ),

  http.put(
    `${CURRENT_CART}/checkout/:choice`,
    shopperCall(
      ({ user, params, body, context, lang }) => {
        const choice = String(params.choice);
        if (!isCheckoutChoice(choice)) throw invalidField('choice', `No checkout choice ${choice}`);
        return { status: 200, body: putCheckoutChoice(user, choice, body, context, lang) };
      },
      { mutation: true },
    ),
  ),

  /** OCC: an empty list until the checkout has a delivery address. */
  http.get(
    `${CURRENT_CART}/deliverymodes`,
    shopperCall(({ user, context, lang }) => {
      const address = choicesOf(checkoutCart(user)).deliveryAddress;
      return {
        status: 200,
        body: { deliveryModes: address ? deliveryModesFor(address.country, context, lang) : [] },
      };
    }),
  ),
];
