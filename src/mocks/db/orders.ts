/**
 * Orders of the fake commerce platform: the orders placed since the last reset (each shown only to
 * the shopper who placed it), the organisations that have ordered before (purchase order is offered
 * to them only), and the counts of orders and card charges the e2e tests read
 * (`GET /__mock/orders`). The rules of placing an order are in place-order.ts.
 */
import type { OrderWire as Order } from '../../api/orders/order.schema';
import type { Price } from '../../api/products/product.schema';
import type { BaseSite } from '../../core/locale/locales';
import { renderAddress } from './addresses';
import { priceOf, type PricingContext } from './pricing-context';
import { deliveryModeFor } from './delivery-modes';
import { responseLang } from './display-names';
import type { StoredAddress } from './seed-addresses';

export interface StoredOrder {
  /** The order as it was rendered for the request that placed it. */
  order: Order;
  ownerId: string;
  /** The customer's name (OCC's `user.name`), whoever placed it. */
  customerName: string;
  /** The site it was placed on: its currency is the order's for good. */
  site: BaseSite;
  billing: StoredAddress;
  /** Undefined for an order of online products only (nothing shipped). */
  delivery: StoredAddress | undefined;
  /** One of the seeded order history (seed-orders.ts): not counted as placed since the reset. */
  seeded?: boolean;
}

/** Organisations with orders from before the fake backend's time (docs/fake-backend.md, "Test cards"). */
const SEED_ORDERED_BEFORE: readonly string[] = ['org-1234', 'org-2468', 'org-3690'];
/** Order codes are `W` + 8 digits, increasing from this one. */
const FIRST_ORDER_NUMBER = 10_000_001;

let orders = new Map<string, StoredOrder>();
let orderedBefore = new Set<string>();
let nextOrderNumber = FIRST_ORDER_NUMBER;
let charges = 0;

/** Whether the customer account has an order (seeded, or placed since the last reset). */
export function hasOrderedBefore(accountId: string): boolean {
  return orderedBefore.has(accountId);
}

/** The next order's code (taken: the next call gives the one after). */
export function takeOrderCode(): string {
  const code = `W${String(nextOrderNumber).padStart(8, '0')}`;
  nextOrderNumber += 1;
  return code;
}

/**
 * Keeps a placed order: the account now counts as having ordered, and a card payment counts as
 * one charge.
 */
export function recordOrder(stored: StoredOrder, accountId: string, charged: boolean): void {
  orders.set(stored.order.code, stored);
  orderedBefore.add(accountId);
  if (charged) charges += 1;
}

/** One of the shopper's orders; anyone else's is not found. */
export function findOrder(ownerId: string, code: string): StoredOrder | undefined {
  const stored = orders.get(code);
  return stored?.ownerId === ownerId ? stored : undefined;
}

/** Any shopper's order by its number (the order status lookup checks the email itself). */
export function orderByCode(code: string): StoredOrder | undefined {
  return orders.get(code);
}

/** The shopper's orders, newest first (the higher number first on the same instant). */
export function ordersOf(ownerId: string): StoredOrder[] {
  return [...orders.values()]
    .filter((stored) => stored.ownerId === ownerId)
    .sort(
      (a, b) =>
        b.order.created.localeCompare(a.order.created) || b.order.code.localeCompare(a.order.code),
    );
}

/**
 * The order for one request: amounts in the currency it was placed in, formatted, and countries,
 * regions and the delivery mode named, in the request's language.
 */
export function renderOrder(stored: StoredOrder, request: PricingContext): Order {
  const context: PricingContext = { site: stored.site, lang: request.lang };
  const lang = responseLang(context);
  const { order } = stored;
  const price = (amount: Price) => priceOf(amount.value, context);
  const { totals } = order;
  return {
    ...order,
    billingAddress: renderAddress(stored.billing, lang),
    ...(stored.delivery && order.deliveryMode
      ? {
          deliveryAddress: renderAddress(stored.delivery, lang),
          deliveryMode:
            deliveryModeFor(stored.delivery.country, order.deliveryMode.code, context, lang) ??
            order.deliveryMode,
        }
      : {}),
    appliedVouchers: order.appliedVouchers.map((voucher) => ({
      ...voucher,
      ...(voucher.appliedValue ? { appliedValue: price(voucher.appliedValue) } : {}),
    })),
    ...(order.uapDiscount ? { uapDiscount: price(order.uapDiscount) } : {}),
    totals: {
      subTotal: price(totals.subTotal),
      totalDiscounts: price(totals.totalDiscounts),
      ...(totals.deliveryCost ? { deliveryCost: price(totals.deliveryCost) } : {}),
      totalTax: price(totals.totalTax),
      totalVat: price(totals.totalVat),
      totalPrice: price(totals.totalPrice),
    },
    entries: order.entries.map((entry) => ({
      ...entry,
      basePrice: price(entry.basePrice),
      totalPrice: price(entry.totalPrice),
    })),
  };
}

/** Orders placed and cards charged since the last reset. */
export function orderCounts(): { orders: number; charges: number } {
  const placed = [...orders.values()].filter((stored) => !stored.seeded).length;
  return { orders: placed, charges };
}

/**
 * No orders placed, the seeded order history (seed-orders.ts, built by order-history.ts), no
 * charges (called by resetMockState, after the address books: the seeds copy their addresses).
 */
export function resetOrders(seeds: readonly StoredOrder[] = []): void {
  orders = new Map(seeds.map((stored) => [stored.order.code, stored]));
  orderedBefore = new Set(SEED_ORDERED_BEFORE);
  nextOrderNumber = FIRST_ORDER_NUMBER;
  charges = 0;
}

resetOrders();
