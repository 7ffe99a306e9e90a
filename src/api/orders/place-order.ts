import { CURRENT_USER_PATH } from '../http/current-user-path';
import { orderedItems } from '../../rules/cart/ordered-items';
import { AttemptsInDoubt, datedSince } from '../http/attempts-in-doubt';
import { setCartPayment } from './cart-payment';
import { fetchOrder } from './get-order';
import { getOrders } from './get-orders';
import { orderErrorOf } from './order-errors';
import type { Order, PlaceOrderBody } from './order.schema';
import { requestOrder } from './order-request';

const attempts = new AttemptsInDoubt();

/** The order a gone cart became: the newest, if dated after the attempt and with the same items. */
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

export const CAPTCHA_HEADER = 'sap-commerce-cloud-captcha-token';

/** The cart's code (OCC's `cartId`) and what it orders. */
export interface OrderedCart {
  cartId: string;
  items: string;
}

/** Sets the payment, then places the order; a retry finding the cart gone takes its order. */
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
