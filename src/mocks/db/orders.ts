/**
 * Orders of the fake backend, the organisations that have ordered before (only they are offered
 * purchase order), and the counts the e2e tests read (`GET /__mock/orders`).
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
  order: Order;
  ownerId: string;
  /** The customer's name (OCC's `user.name`), whoever placed it. */
  customerName: string;
  /** The site it was placed on: its currency is the order's for good. */
  site: BaseSite;
  billing: StoredAddress;
  delivery: StoredAddress | undefined;
  seeded?: boolean;
}

/** Organisations with orders from before the fake backend's time (docs/fake-backend.md, "Test cards"). */
const SEED_ORDERED_BEFORE: readonly string[] = ['org-1234', 'org-2468', 'org-3690'];
const FIRST_ORDER_NUMBER = 10_000_001;

let orders = new Map<string, StoredOrder>();
let orderedBefore = new Set<string>();
let nextOrderNumber = FIRST_ORDER_NUMBER;
let charges = 0;

export function hasOrderedBefore(accountId: string): boolean {
  return orderedBefore.has(accountId);
}

export function takeOrderCode(): string {
  const code = `W${String(nextOrderNumber).padStart(8, '0')}`;
  nextOrderNumber += 1;
  return code;
}

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

/** The shopper's orders, newest first. */
export function ordersOf(ownerId: string): StoredOrder[] {
  return [...orders.values()]
    .filter((stored) => stored.ownerId === ownerId)
    .sort(
      (a, b) =>
        b.order.created.localeCompare(a.order.created) || b.order.code.localeCompare(a.order.code),
    );
}

/** The order for one request: amounts in its own currency, names in the request's language. */
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

/** Back to the seeded history (called by resetMockState after the address books it copies). */
export function resetOrders(seeds: readonly StoredOrder[] = []): void {
  orders = new Map(seeds.map((stored) => [stored.order.code, stored]));
  orderedBefore = new Set(SEED_ORDERED_BEFORE);
  nextOrderNumber = FIRST_ORDER_NUMBER;
  charges = 0;
}

resetOrders();
