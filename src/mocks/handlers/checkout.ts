import { http } from 'msw';
import { checkoutCart, choicesOf, renderCheckout } from '../db/checkout';
import {
  createCartDeliveryAddress,
  EXTENSION_CHOICES,
  type ExtensionChoice,
  putCheckoutChoice,
  setCartDeliveryAddress,
  setCartDeliveryMode,
} from '../db/checkout-choices';
import { accountPaymentOf } from '../db/account-payment';
import { renderAddress } from '../db/addresses';
import { deliveryModesFor } from '../db/delivery-modes';
import { shopperCall } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension, occ } from './commerce-declarations';

/**
 * The checkout of the current cart: the store's extension (state, one PUT per choice) and OCC's
 * delivery calls. Every PUT answers no body and replays nothing, as in OCC.
 */
const CURRENT_CART = `${COMMERCE_BASE}/users/:userId/carts/current`;

/** The extension API's operation of each choice's PUT. */
const CHOICE_OPERATIONS: Readonly<Record<ExtensionChoice, string>> = {
  'customer-account': 'setCheckoutCustomerAccount',
  'qualified-user': 'setCheckoutQualifiedUser',
  'qglobal-account': 'setCheckoutQglobalAccount',
  'aimsweb-account': 'setCheckoutAimswebAccount',
  'billing-address': 'setCheckoutBillingAddress',
  terms: 'setCheckoutTerms',
};

export const checkoutHandlers = [
  extension(
    'getCheckout',
    http.get(
      `${CURRENT_CART}/checkout`,
      shopperCall(({ user, context, lang }) => ({
        status: 200,
        body: renderCheckout(checkoutCart(user), context, lang),
      })),
    ),
  ),

  extension(
    'getCheckoutAccountPayment',
    http.get(
      `${CURRENT_CART}/checkout/account-payment`,
      shopperCall(({ user, lang }) => ({
        status: 200,
        body: accountPaymentOf(checkoutCart(user), lang),
      })),
    ),
  ),

  ...EXTENSION_CHOICES.map((choice) =>
    extension(
      CHOICE_OPERATIONS[choice],
      http.put(
        `${CURRENT_CART}/checkout/${choice}`,
        shopperCall(
          ({ user, body }) => {
            putCheckoutChoice(user, choice, body);
            return { status: 200 };
          },
          { readsBody: true },
        ),
      ),
    ),
  ),

  occ(
    'replaceCartDeliveryAddress',
    http.put(
      `${CURRENT_CART}/addresses/delivery`,
      shopperCall(({ user, url }) => {
        setCartDeliveryAddress(user, url.searchParams.get('addressId'));
        return { status: 200 };
      }),
    ),
  ),

  occ(
    'createCartDeliveryAddress',
    http.post(
      `${CURRENT_CART}/addresses/delivery`,
      shopperCall(
        ({ user, body, lang }) => ({
          status: 201,
          body: renderAddress(createCartDeliveryAddress(user, body), lang),
        }),
        { readsBody: true },
      ),
    ),
  ),

  occ(
    'replaceCartDeliveryMode',
    http.put(
      `${CURRENT_CART}/deliverymode`,
      shopperCall(({ user, url }) => {
        setCartDeliveryMode(user, url.searchParams.get('deliveryModeId'));
        return { status: 200 };
      }),
    ),
  ),

  /** OCC: an empty list until the checkout has a delivery address. */
  occ(
    'getCartDeliveryModes',
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
  ),
];
