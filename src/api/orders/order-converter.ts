import { toCartEntry, toVoucher } from '../cart/cart-converter';
import { brandOfCardType } from '../payment-cards/card-type';
import type { OccOrder, OccOrderedEntry } from './occ-order.schema';
import { orderStatusOf } from './occ-order-status';
import { occTotals } from './occ-totals';
import type { Order, OrderEntry, OrderPayment } from './order.schema';

/** OCC's order to ours (totals: occ-totals.ts). */

/** The payment of an order, from the one of OCC's three places that holds it. */
export function orderPaymentOf(occ: OccOrder): OrderPayment | undefined {
  const card = occ.paymentInfo;
  if (card) {
    // Ours names the card's billing address only when it is not the order's.
    const own = card.billingAddress?.id !== occ.billingAddress.id;
    return {
      type: 'CARD',
      brand: brandOfCardType(card.cardType),
      last4: card.cardNumber.slice(-4),
      ...(own && card.billingAddress ? { billingAddress: card.billingAddress } : {}),
    };
  }
  const type = occ.paymentType?.code;
  if (type === 'ACCOUNT' || (type === undefined && occ.purchaseOrderNumber !== undefined)) {
    return { type: 'PURCHASE_ORDER', poNumber: occ.purchaseOrderNumber ?? '' };
  }
  return type === 'BANK_TRANSFER' ? { type: 'BANK_TRANSFER' } : undefined;
}

function toOrderEntry(entry: OccOrderedEntry): OrderEntry {
  const { availability: _cartOnly, restriction: _alsoCartOnly, ...ordered } = entry;
  const { product, totalPrice, totalDiscounts } = toCartEntry(entry);
  return { ...ordered, product, totalPrice, totalDiscounts };
}

/** `occ`, whose payment the answer's schema has checked (OrderAnswerSchema). */
export function toOrder(occ: OccOrder): Order {
  const payment = orderPaymentOf(occ);
  if (!payment) throw new TypeError(`Order ${occ.code} has no payment`);
  const entries = occ.entries.map(toOrderEntry);
  const totals = occTotals(
    {
      ...occ,
      lines: entries,
      discounts: [occ.productDiscounts, occ.orderDiscounts],
    },
    occ.subTotal,
  );
  return {
    code: occ.code,
    created: occ.created,
    status: orderStatusOf(occ.status, occ.deliveryStatus),
    placedBy: occ.placedBy
      ? { name: occ.placedBy.name, customerService: true }
      : { name: occ.user?.name ?? '', customerService: false },
    customerAccount: occ.customerAccount,
    qualifiedUser: occ.qualifiedUser,
    ...(occ.qglobalAccountNumber ? { qglobalAccountNumber: occ.qglobalAccountNumber } : {}),
    ...(occ.aimswebAccountNumber ? { aimswebAccountNumber: occ.aimswebAccountNumber } : {}),
    ...(occ.invoiceNumber ? { invoiceNumber: occ.invoiceNumber } : {}),
    qglobalAccountNew: occ.qglobalAccountNew,
    payment,
    billingAddress: occ.billingAddress,
    ...(occ.deliveryAddress ? { deliveryAddress: occ.deliveryAddress } : {}),
    ...(occ.deliveryMode ? { deliveryMode: occ.deliveryMode } : {}),
    appliedVouchers: occ.appliedVouchers.map(toVoucher),
    ...(occ.uapDiscount ? { uapDiscount: occ.uapDiscount } : {}),
    totals,
    entries,
  };
}
