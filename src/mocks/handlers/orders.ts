import { http, HttpResponse } from 'msw';
import { pricingContextOf } from '../db/pricing-context';
import { responseLang } from '../db/display-names';
import { OrderOpError } from '../db/order-errors';
import { orderList, orderStatusOf, parseOrderListQuery } from '../db/order-list';
import { limitedLookup, lookupClientKey, OrderStatusLimitError } from '../db/order-status-limit';
import { findOrder } from '../db/orders';
import { renderOccOrder } from '../db/occ-order';
import { HISTORY_LEVELS, ORDER_LEVELS, selectAsked, selectAskedPage } from '../db/occ-fields';
import { reorder } from '../db/reorder';
import { bearerUser } from '../identity/session-tokens';
import { paymentTypeList } from '../db/payment-types';
import { placeOrderOfCart } from '../db/place-order';
import { setNewCardPayment, setPaymentType, setSavedCardPayment } from '../db/cart-payment';
import { CAPTCHA_HEADER } from '../../api/orders/place-order';
import {
  isOpError,
  readJson,
  replyOf,
  shopperCall,
  signedInUser,
  actingAgent,
  toResponse,
} from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension, occ } from './commerce-declarations';

/**
 * Payment and orders of the signed-in shopper (src/api/orders/order.schema.ts): the site's payment
 * types (OCC's B2B `paymenttypes`, per base site), the order's payment on the cart, place order (nothing replayed, as OCC: a repeat finds the cart ordered), and
 * the read of one of the shopper's orders; the order history (src/api/orders/order-history.schema.ts):
 * OCC's list, the store's reorder (nothing replayed) and the order status lookup.
 */
const USER = `${COMMERCE_BASE}/users/:userId`;
const ORDER_STATUS = `${COMMERCE_BASE}/order-status`;

export const orderHandlers = [
  // The base site's, not a shopper's: anyone may read them.
  occ(
    'getPaymentTypes',
    http.get(`${COMMERCE_BASE}/paymenttypes`, ({ request }) =>
      toResponse(
        replyOf(() => {
          const url = new URL(request.url);
          const lang = responseLang(pricingContextOf(request));
          return { status: 200, body: selectAsked(url, paymentTypeList(lang), {}) };
        }),
      ),
    ),
  ),

  // The order's payment on the cart (OCC; BANK_TRANSFER is the store's payment type).
  occ(
    'replaceCartPaymentDetails',
    http.put(
      `${USER}/carts/current/paymentdetails`,
      shopperCall(({ user, url }) => {
        setSavedCardPayment(user, url.searchParams.get('paymentDetailsId'));
        return { status: 200 };
      }),
    ),
  ),
  occ(
    'createCartPaymentDetails',
    http.post(
      `${USER}/carts/current/paymentdetails`,
      shopperCall(({ user, body }) => ({ status: 201, body: setNewCardPayment(user, body) }), {
        readsBody: true,
      }),
    ),
  ),
  occ(
    'setCartPaymentType',
    http.put(
      `${USER}/carts/current/paymenttype`,
      shopperCall(({ user, url }) => {
        setPaymentType(user, url);
        return { status: 200 };
      }),
    ),
  ),

  /** OCC's place order: no body, the cart by its code, the payment set on it before. */
  occ(
    'placeOrder',
    http.post(`${USER}/orders`, ({ request, params }) => {
      try {
        const context = pricingContextOf(request);
        const user = signedInUser(request, String(params.userId));
        const call = {
          url: new URL(request.url),
          captchaToken: request.headers.get(CAPTCHA_HEADER) ?? undefined,
        };
        const lang = responseLang(context);
        const stored = placeOrderOfCart(user, call, context, lang, actingAgent(request));
        return toResponse({
          status: 201,
          body: selectAsked(call.url, renderOccOrder(stored, context), ORDER_LEVELS),
        });
      } catch (error) {
        if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
        throw error;
      }
    }),
  ),

  /**
   * OCC's order history: the shopper's orders, newest first, a page at a time, filtered by SAP's
   * status codes, the store's `orderStatus` and days placed (the store's `from` and `to`).
   */
  occ(
    'getUserOrderHistory',
    http.get(
      `${USER}/orders`,
      shopperCall(({ user, url, context }) => ({
        status: 200,
        body: selectAskedPage(
          url,
          orderList(user.id, parseOrderListQuery(url), context),
          HISTORY_LEVELS,
        ),
      })),
    ),
  ),

  extension(
    'reorderOrder',
    http.post(
      `${USER}/orders/:code/reorder`,
      shopperCall(
        ({ user, params, context }) => ({
          status: 200,
          body: reorder(user, String(params.code), context),
        }),
        // The store's own call, replaying nothing: a retry is the client's to check.
      ),
    ),
  ),

  /**
   * A visitor's (or the shopper's) order status: `{ orderNumber, email }`. The signed-in shopper's
   * own order needs no email. Any mismatch is the same 404 as an unknown number; after
   * ORDER_STATUS_LOOKUP_LIMIT of those within the window, 429 tooManyLookups for a while.
   */
  extension(
    'lookupOrderStatus',
    http.post(ORDER_STATUS, async ({ request }) => {
      try {
        const context = pricingContextOf(request);
        const body = (await readJson(request)) as { orderNumber?: unknown; email?: unknown } | null;
        const signedInUserId = bearerUser(request)?.id;
        // Too many failed lookups by this client: refused for a while (order-status-limit.ts).
        const view = limitedLookup(lookupClientKey(request, signedInUserId), () =>
          orderStatusOf(
            { orderNumber: body?.orderNumber, email: body?.email, signedInUserId },
            { ...context, lang: responseLang(context) },
          ),
        );
        return toResponse({ status: 200, body: view });
      } catch (error) {
        if (error instanceof OrderStatusLimitError) {
          return HttpResponse.json(error.body, {
            status: error.status,
            headers: { 'Retry-After': String(error.retryAfterSeconds) },
          });
        }
        if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
        throw error;
      }
    }),
  ),

  /**
   * Only the shopper who placed it sees an order: OCC looks among the shopper's own, so anyone
   * else's is as unknown as a code that never was (400 UnknownIdentifierError).
   */
  occ(
    'getUserOrder',
    http.get(
      `${USER}/orders/:code`,
      shopperCall(({ user, params, context, url }) => {
        const code = String(params.code);
        const stored = findOrder(user.id, code);
        if (!stored) {
          throw new OrderOpError(
            400,
            'unknownOrder',
            `Order with guid ${code} not found for current user in current BaseStore`,
          );
        }
        return {
          status: 200,
          body: selectAsked(url, renderOccOrder(stored, context), ORDER_LEVELS),
        };
      }),
    ),
  ),
];
