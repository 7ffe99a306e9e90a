import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { orderedItems } from '../../rules/cart/ordered-items';
import { outcomeUnknown } from '../http/api-error';
import { setCartPayment } from './cart-payment';
import { fetchOrder } from './get-order';
import { getOrders } from './get-orders';
import { orderErrorOf } from './order-errors';
import type { Order, PlaceOrderBody } from './order.schema';
import { requestOrder } from './order-request';

/**
 * How far the platform's clock may be behind the page's: an order it dates up to this long before
 * a lost attempt was sent is still that attempt's.
 */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Attempts whose answer was lost, by key: when each was first sent (the page's clock). */
const attemptsInDoubt = new Map<string, number>();

/**
 * The order the cart became: the shopper's newest, if the platform dates it after the attempt was
 * sent and it orders the same items (orderedItems). Only asked once the cart is gone (a placed
 * order consumes its cart).
 */
async function orderPlacedSince(sentAt: number, items: string): Promise<Order | undefined> {
  try {
    const [newest] = (await getOrders({ page: 0 })).orders;
    if (!newest || Date.parse(newest.created) < sentAt - CLOCK_SKEW_MS) return undefined;
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
  const sentAt = attemptsInDoubt.get(idempotencyKey) ?? Date.now();
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
    attemptsInDoubt.delete(idempotencyKey);
    return order;
  } catch (error) {
    if (outcomeUnknown(error)) {
      attemptsInDoubt.set(idempotencyKey, sentAt);
    } else if (orderErrorOf(error) === 'cartNotFound') {
      const order = await orderPlacedSince(sentAt, cart.items);
      if (order) {
        attemptsInDoubt.delete(idempotencyKey);
        return order;
      }
    }
    throw error;
  }
}
