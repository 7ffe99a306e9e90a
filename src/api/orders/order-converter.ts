import { toCartEntry, toVoucher } from '../cart/cart-converter';
import { brandOfCardType } from '../payment-cards/payment-details.schema';
import type { OccOrder, OccOrderedEntry } from './occ-order.schema';
import { orderStatusOf } from './occ-order-status';
import { occTotals } from './occ-totals';
import type { Order, OrderEntry, OrderPayment } from './order.schema';

/**
 * OCC's order to ours. Our order shows each line before its discounts, the discounts beside them,
 * sales tax and VAT apart, and a total of everything; OCC's entries are after their discounts, its
 * `subTotal` after every discount, and its one `totalTax` holds the VAT too.
 */

/** The payment of an order, from the one of OCC's three places that holds it. */
export function orderPaymentOf(occ: OccOrder): OrderPayment | undefined {
  const card = occ.paymentInfo;
  if (card) {
    // OCC keeps a billing address on every card; ours names it only when it is not the order's.
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
