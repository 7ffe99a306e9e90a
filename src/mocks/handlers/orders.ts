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
 * Payment types, the cart's payment, place order (nothing replayed, as OCC: a repeat finds the
 * cart ordered), the shopper's orders and history, reorder and the order status lookup.
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

  /** Order status by `{ orderNumber, email }`: any mismatch is the same 404 as an unknown one. */
  extension(
    'lookupOrderStatus',
    http.post(ORDER_STATUS, async ({ request }) => {
      try {
        const context = pricingContextOf(request);
        const body = (await readJson(request)) as { orderNumber?: unknown; email?: unknown } | null;
        const signedInUserId = bearerUser(request)?.id;
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

  /** Anyone else's order is as unknown as one that never was (OCC's 400 UnknownIdentifierError). */
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
