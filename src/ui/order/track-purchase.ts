import type { Order } from '../../api/orders/order.schema';
import { readItem, writeItem } from '../../core/platform/storage';
import { pushToDataLayer, toAnalyticsProducts } from '../../rules/cart/analytics';

const TRACKED_KEY = 'store-widgets.purchase-tracked';

/** The data layer's `purchase` record, once per order in this browser (reloads count once). */
export function trackPurchase(order: Order): void {
  const tracked = (readItem(TRACKED_KEY, 'session') ?? '').split(',').filter(Boolean);
  if (tracked.includes(order.code)) return;
  const coupons = order.appliedVouchers.map((voucher) => voucher.code);
  const pushed = pushToDataLayer(
    'purchase',
    toAnalyticsProducts(order.entries, {
      coupon: coupons,
      promotionType: order.uapDiscount ? 'UAP' : coupons.length > 0 ? 'coupon' : '',
      promotionName: order.appliedVouchers[0]?.name ?? '',
    }),
    {
      transaction_id: order.code,
      value: order.totals.totalPrice.value,
      tax: order.totals.totalTax.value + order.totals.totalVat.value,
      shipping: order.totals.deliveryCost?.value ?? 0,
      currency: order.totals.totalPrice.currencyIso,
      coupon: coupons.join(','),
    },
  );
  if (pushed) writeItem(TRACKED_KEY, [...tracked, order.code].slice(-20).join(','), 'session');
}
