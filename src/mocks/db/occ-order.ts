import type { OccOrderWire } from '../../api/orders/occ-order.schema';
import { OCC_STATUS_OF } from '../../api/orders/occ-order-status';
import type { OrderWire as Order } from '../../api/orders/order.schema';
import { CARD_TYPE_OF_BRAND } from '../../api/payment-cards/card-type';
import type { CardBrand } from '../../rules/card/card-brand';
import { renderOrder, type StoredOrder } from './orders';
import { priceOf, round2, type PricingContext } from './pricing-context';

/**
 * An order as OCC v2's OrderWsDTO: as the cart's totals, one `totalTax` holding the VAT too (a net
 * store), the payment in OCC's three places, the agent as the store's `placedBy`.
 */

function occPayment(order: Order): Partial<OccOrderWire> {
  const { payment } = order;
  if (payment.type === 'CARD') {
    return {
      paymentInfo: {
        cardNumber: `************${payment.last4}`,
        cardType: { code: CARD_TYPE_OF_BRAND[payment.brand as CardBrand] ?? payment.brand },
        billingAddress: payment.billingAddress ?? order.billingAddress,
      },
    };
  }
  if (payment.type === 'PURCHASE_ORDER') {
    return { paymentType: { code: 'ACCOUNT' }, purchaseOrderNumber: payment.poNumber };
  }
  return { paymentType: { code: 'BANK_TRANSFER' } };
}

function occOrderOf(stored: StoredOrder, order: Order, context: PricingContext): OccOrderWire {
  const { totals, payment: _payment, placedBy, status, entries, ...rest } = order;
  const price = (value: number) => priceOf(round2(value), context);
  const productDiscounts = entries.reduce(
    (sum, entry) => sum + (entry.totalDiscounts?.value ?? 0),
    0,
  );
  const subTotal = totals.subTotal.value - totals.totalDiscounts.value;
  const withDelivery = subTotal + (totals.deliveryCost?.value ?? 0);
  return {
    ...rest,
    ...OCC_STATUS_OF[status],
    net: true,
    user: { uid: stored.ownerId, name: stored.customerName },
    ...(placedBy.customerService ? { placedBy: { name: placedBy.name } } : {}),
    ...occPayment(order),
    appliedVouchers: order.appliedVouchers.map((voucher) => ({
      ...voucher,
      voucherCode: voucher.code,
    })),
    subTotal: price(subTotal),
    totalDiscounts: totals.totalDiscounts,
    productDiscounts: price(productDiscounts),
    orderDiscounts: price(totals.totalDiscounts.value - productDiscounts),
    ...(totals.deliveryCost ? { deliveryCost: totals.deliveryCost } : {}),
    totalTax: price(totals.totalTax.value + totals.totalVat.value),
    totalVat: totals.totalVat,
    totalPrice: price(withDelivery),
    totalPriceWithTax: totals.totalPrice,
    entries: entries.map(({ totalDiscounts, ...entry }) => ({
      ...entry,
      totalPrice: price(entry.totalPrice.value - (totalDiscounts?.value ?? 0)),
    })),
  };
}

/** The order for one request, as OCC answers it (before the call's `fields`). */
export function renderOccOrder(stored: StoredOrder, context: PricingContext): OccOrderWire {
  const order = renderOrder(stored, context);
  return occOrderOf(stored, order, { site: stored.site, lang: context.lang });
}
