import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toOrder } from './order-converter';
import { ORDER_FIELDS } from './order-fields';
import { orderStatusOf } from './occ-order-status';
import { OrderAnswerSchema } from './order-answer';
import { orderHandlers } from '../../mocks/handlers/orders';
import { server } from '../../mocks/node';
import { API, CURRENT, signIn } from '../../testing/commerce-backend';
import { DANA } from '../../testing/order-backend';
import { usd, occAddress as address, occProductRef as product } from '../../testing/occ-fixtures';

/**
 * An order as SAP Commerce sends it: 2 × $62.00 with a 10 % product promotion ($12.40 off, the
 * entry $111.60), 1 × $55.00, an order promotion of $5.00, delivery $10.00, and $14.20 of tax of
 * which $4.00 is VAT; a net store. OCC: subTotal $161.60 after every discount, totalPrice $171.60
 * with delivery, totalPriceWithTax $185.80.
 */
const occOrder = {
  code: 'W10000001',
  created: '2026-11-27T09:00:00+0000',
  status: 'CREATED',
  net: true,
  user: { uid: 'u-1001', name: 'Dana Whitfield' },
  customerAccount: { name: 'Dana Whitfield' },
  qualifiedUser: { name: 'Dana Whitfield', email: 'dana@example.com' },
  paymentInfo: {
    cardNumber: '************4242',
    cardType: { code: 'visa' },
    billingAddress: address('a-1'),
  },
  billingAddress: address('a-1'),
  deliveryAddress: address('a-1'),
  entries: [
    {
      entryNumber: 0,
      quantity: 2,
      product: product('0158241926'),
      basePrice: usd(62),
      totalPrice: usd(111.6),
      estimatedToShip: '2026-12-01',
    },
    {
      entryNumber: 1,
      quantity: 1,
      product: { ...product('0158242124'), digital: true },
      basePrice: usd(55),
      totalPrice: usd(55),
      seats: 1,
      accessCodes: ['QG7K-3M9P-2Q4X'],
    },
  ],
  subTotal: usd(161.6),
  productDiscounts: usd(12.4),
  orderDiscounts: usd(5),
  totalDiscounts: usd(17.4),
  deliveryCost: usd(10),
  totalTax: usd(14.2),
  totalVat: usd(4),
  totalPrice: usd(171.6),
  totalPriceWithTax: usd(185.8),
  appliedVouchers: [{ code: 'V-1', voucherCode: 'SAVE10', name: '10% off', value: 10 }],
};

const read = (occ: unknown) => toOrder(v.parse(OrderAnswerSchema, occ));

describe("OCC's order to ours", () => {
  it('shows lines before their discounts, the discounts, sales tax and VAT apart, and what is paid', () => {
    const order = read(occOrder);
    expect(order.entries.map((e) => [e.totalPrice.value, e.totalDiscounts?.value])).toEqual([
      [124, 12.4],
      [55, 0],
    ]);
    expect(order.entries[1]).toMatchObject({ seats: 1, accessCodes: ['QG7K-3M9P-2Q4X'] });
    const { totals } = order;
    expect(totals.subTotal.value).toBe(179);
    expect(totals.totalDiscounts.value).toBe(17.4);
    expect(totals.deliveryCost?.value).toBe(10);
    expect(totals.totalTax.value).toBe(10.2);
    expect(totals.totalVat.value).toBe(4);
    expect(totals.totalPrice).toEqual(usd(185.8));
    // Our total is the sum of our lines, as the summary shows them.
    const sum =
      totals.subTotal.value -
      totals.totalDiscounts.value +
      (totals.deliveryCost?.value ?? 0) +
      totals.totalTax.value +
      totals.totalVat.value;
    expect(sum).toBeCloseTo(totals.totalPrice.value, 2);
    expect(order.appliedVouchers).toEqual([{ code: 'SAVE10', name: '10% off', value: 10 }]);
    expect(order.placedBy).toEqual({ name: 'Dana Whitfield', customerService: false });
  });

  it('adds a net store’s tax to OCC’s totalPrice when totalPriceWithTax is left out, and sums the discounts', () => {
    const { totalPriceWithTax: _paid, totalDiscounts: _both, totalVat: _vat, ...bare } = occOrder;
    const { totals } = read(bare);
    expect(totals.totalPrice.value).toBe(185.8);
    expect(totals.totalDiscounts.value).toBe(17.4);
    expect(totals.totalTax.value).toBe(14.2);
    expect(totals.totalVat.value).toBe(0);
    // A gross store's prices hold the tax already.
    expect(read({ ...bare, net: false }).totals.totalPrice.value).toBe(171.6);
  });

  it('derives the payment from the card, the account payment type or the bank transfer type', () => {
    expect(read(occOrder).payment).toEqual({ type: 'CARD', brand: 'visa', last4: '4242' });
    const ownAddress = read({
      ...occOrder,
      paymentInfo: { ...occOrder.paymentInfo, billingAddress: address('a-2') },
    }).payment;
    expect(ownAddress).toMatchObject({ type: 'CARD', billingAddress: { id: 'a-2' } });
    const diners = read({
      ...occOrder,
      paymentInfo: { cardNumber: '****1234', cardType: { code: 'diners', name: 'Diners Club' } },
    });
    expect(diners.payment).toEqual({ type: 'CARD', brand: 'Diners Club', last4: '1234' });
    const { paymentInfo: _card, ...noCard } = occOrder;
    expect(
      read({ ...noCard, paymentType: { code: 'ACCOUNT' }, purchaseOrderNumber: 'PO-7' }).payment,
    ).toEqual({ type: 'PURCHASE_ORDER', poNumber: 'PO-7' });
    expect(read({ ...noCard, purchaseOrderNumber: 'PO-8' }).payment).toEqual({
      type: 'PURCHASE_ORDER',
      poNumber: 'PO-8',
    });
    expect(read({ ...noCard, paymentType: { code: 'BANK_TRANSFER' } }).payment).toEqual({
      type: 'BANK_TRANSFER',
    });
    // An order whose payment we cannot read is a broken answer, not an order shown wrong.
    expect(v.safeParse(OrderAnswerSchema, noCard).success).toBe(false);
    expect(
      v.safeParse(OrderAnswerSchema, { ...noCard, paymentType: { code: 'CARD' } }).success,
    ).toBe(false);
  });

  it('names the customer service member who placed it, the customer otherwise', () => {
    const order = read({ ...occOrder, placedBy: { uid: 'agent-7', name: 'Chris Morgan' } });
    expect(order.placedBy).toEqual({ name: 'Chris Morgan', customerService: true });
  });

  it('reads any OrderStatus code, ones we do not know as an order being processed', () => {
    expect(orderStatusOf('CREATED')).toBe('CONFIRMED');
    expect(orderStatusOf('SENT_TO_ERP', 'NOTSHIPPED')).toBe('CONFIRMED');
    expect(orderStatusOf('')).toBe('CONFIRMED');
    expect(orderStatusOf('ON_VALIDATION')).toBe('ON_HOLD');
    expect(orderStatusOf('WAIT_FRAUD_MANUAL_CHECK')).toBe('ON_HOLD');
    expect(orderStatusOf('CHECKED_VALID', 'SHIPPED')).toBe('SHIPPED');
    expect(orderStatusOf('COMPLETED', 'SHIPPED')).toBe('DELIVERED');
    expect(orderStatusOf('CANCELLING')).toBe('CANCELLED');
    expect(read({ ...occOrder, status: 'PAYMENT_CAPTURED' }).status).toBe('CONFIRMED');
  });
});

describe("the fake backend's order read", () => {
  it("answers OCC's DEFAULT level without `fields`, every field the converter reads with them", async () => {
    server.use(...orderHandlers);
    const token = signIn(DANA);
    const path = `${API}${CURRENT}/orders/W09000001`;
    const headers = { Authorization: `Bearer ${token}` };
    const plain = (await (await fetch(path, { headers })).json()) as Record<string, unknown>;
    expect(plain).toMatchObject({ code: 'W09000001', totalPriceWithTax: expect.any(Object) });
    for (const store of ['customerAccount', 'qualifiedUser', 'billingAddress', 'totalVat']) {
      expect(plain, store).not.toHaveProperty(store);
    }
    expect(v.safeParse(OrderAnswerSchema, plain).success).toBe(false);
    const query = new URLSearchParams({ fields: ORDER_FIELDS });
    const asked = (await (await fetch(`${path}?${query}`, { headers })).json()) as unknown;
    expect(v.safeParse(OrderAnswerSchema, asked).success).toBe(true);
  });

  it('asks for every field the schema reads: the richest seeded order reads the same as with FULL', async () => {
    server.use(...orderHandlers);
    const headers = { Authorization: `Bearer ${signIn('u-1003')}` };
    const path = `${API}${CURRENT}/orders/W09000015`;
    const read = async (fields: string) =>
      v.parse(
        OrderAnswerSchema,
        await (await fetch(`${path}?${new URLSearchParams({ fields })}`, { headers })).json(),
      );
    expect(await read(ORDER_FIELDS)).toEqual(await read('FULL'));
  });
});
