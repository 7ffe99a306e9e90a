import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { orderedItems } from '../../rules/cart/ordered-items';
import { AttemptsInDoubt, datedSince } from '../http/attempts-in-doubt';
import { setCartPayment } from './cart-payment';
import { fetchOrder } from './get-order';
import { getOrders } from './get-orders';
import { orderErrorOf } from './order-errors';
import type { Order, PlaceOrderBody } from './order.schema';
import { requestOrder } from './order-request';

const attempts = new AttemptsInDoubt();

/**
 * The order the cart became: the shopper's newest, if the platform dates it after the attempt was
 * sent and it orders the same items (orderedItems). Only asked once the cart is gone (a placed
 * order consumes its cart).
 */
async function orderPlacedSince(sentAt: number, items: string): Promise<Order | undefined> {
  try {
    const [newest] = (await getOrders({ page: 0 })).orders;
    if (!newest || !datedSince(newest.created, sentAt)) return undefined;
    const order = await fetchOrder(newest.code);
    return orderedItems(order.entries) === items ? order : undefined;
  } catch {
    // Not found out: the shopper hears of the missing cart (the refusal), not of this read.
    return undefined;
  }
}

/** SAP Commerce's header for a captcha token (Spartacus' CaptchaApiConfig). */
export const CAPTCHA_HEADER = 'sap-commerce-cloud-captcha-token';

/** The cart an order is placed from: its code (OCC's `cartId`) and what it orders (orderedItems). */
export interface OrderedCart {
  cartId: string;
  items: string;
}

/**
 * Places the order as OCC does: the payment set on the cart first (cart-payment.ts), then
 * `POST users/current/orders?cartId=&termsChecked=true` with no body (B2B's form; B2C ignores
 * `termsChecked`), a saved card's security code token as OCC's `securityCode`, the captcha token
 * in SAP's header, and the store's `sanctionsScreening` parameter. `idempotencyKey` is the
 * attempt's: the caller sends the same one again when the shopper (or the page) retries the same
 * attempt. The platform does not replay it (OCC replays nothing): an attempt that finds the cart
 * gone (OCC's 400 CartError `notFound`: an order consumed it, this attempt's lost answer or another
 * tab's at the same moment) takes the order with the cart's items placed since instead of
 * failing; one whose cart is still there places the order, once. The key still goes along (spec).
 */
export async function placeOrder(
  body: PlaceOrderBody,
  idempotencyKey: string,
  cart: OrderedCart,
): Promise<Order> {
  const query = {
    cartId: cart.cartId,
    termsChecked: 'true',
    ...(body.payment.type === 'SAVED_CARD' ? { securityCode: body.payment.securityCodeToken } : {}),
    ...(body.sanctionsScreening ? { sanctionsScreening: 'true' } : {}),
  };
  const sentAt = attempts.inDoubtSince(idempotencyKey) ?? Date.now();
  try {
    await setCartPayment(body.payment, idempotencyKey);
    const order = await requestOrder(`${CURRENT_USER_PATH}/orders`, query, {
      method: 'POST',
      requestId: idempotencyKey,
      headers: {
        'Idempotency-Key': idempotencyKey,
        ...(body.captchaToken ? { [CAPTCHA_HEADER]: body.captchaToken } : {}),
      },
    });
    attempts.settled(idempotencyKey);
    return order;
  } catch (error) {
    if (orderErrorOf(error) === 'cartNotFound') {
      const order = await orderPlacedSince(sentAt, cart.items);
      if (order) {
        attempts.settled(idempotencyKey);
        return order;
      }
    }
    attempts.failed(idempotencyKey, sentAt, error);
    throw error;
  }
}
