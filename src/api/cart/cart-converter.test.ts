import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CART_FIELDS,
  CART_MODIFICATION_FIELDS,
  toCart,
  toCartModification,
} from './cart-converter';
import { OccCartModificationSchema, OccCartSchema } from './occ-cart.schema';
import { PRODUCT_REF_FIELDS } from '../products/product-ref-converter';
import { server } from '../../mocks/node';
import { cartHandlers } from '../../mocks/handlers/carts';
import { usd, occProductRef as product } from '../../testing/occ-fixtures';

/**
 * A cart as SAP Commerce sends it: two lines, the first with a 10 % product promotion (a
 * promotion code) on 2 × $62.00, the second without; an order promotion of $5.00; delivery
 * $10.00. OCC's figures: entry totals after their discounts, subTotal after every discount,
 * totalPrice with delivery.
 */
const occCart = {
  code: '00001234',
  guid: 'c0ffee00-0000-4000-8000-000000000001',
  user: { uid: 'u-1001' },
  entries: [
    {
      entryNumber: 0,
      quantity: 2,
      product: product('0158241926'),
      basePrice: usd(62),
      totalPrice: usd(111.6),
    },
    {
      entryNumber: 1,
      quantity: 1,
      product: product('0158242124'),
      basePrice: usd(55),
      totalPrice: usd(55),
    },
  ],
  totalItems: 2,
  totalUnitCount: 3,
  subTotal: usd(161.6),
  productDiscounts: usd(12.4),
  orderDiscounts: usd(5),
  totalDiscounts: usd(17.4),
  deliveryCost: usd(10),
  totalPrice: usd(171.6),
  appliedVouchers: [{ code: 'SAVE10', voucherCode: 'SAVE10', name: '10% off', value: 10 }],
};

describe("OCC's cart to ours", () => {
  it('shows each line before its discounts, the discounts beside it, and totals without delivery', () => {
    const cart = toCart(v.parse(OccCartSchema, occCart));
    expect(cart.entries.map((e) => [e.totalPrice.value, e.totalDiscounts.value])).toEqual([
      [124, 12.4],
      [55, 0],
    ]);
    expect(cart.entries[0]?.totalPrice.formattedValue).toBe('$124.00');
    // Before any discount: the lines' own prices.
    expect(cart.subTotal).toEqual(usd(179));
    // Product and order discounts together.
    expect(cart.totalDiscounts.value).toBe(17.4);
    // What the lines cost after every discount, before delivery: OCC's subTotal.
    expect(cart.totalPrice.value).toBe(161.6);
    expect(cart.subTotal.value - cart.totalDiscounts.value).toBeCloseTo(cart.totalPrice.value, 2);
    expect(cart.appliedVouchers).toEqual([{ code: 'SAVE10', name: '10% off', value: 10 }]);
  });

  it('reads a cart with only the fields OCC may leave out missing', () => {
    const bare = v.parse(OccCartSchema, {
      code: '00001235',
      guid: 'c0ffee00-0000-4000-8000-000000000002',
      totalItems: 0,
      subTotal: usd(0),
      totalPrice: usd(0),
    });
    const cart = toCart(bare);
    expect(cart.entries).toEqual([]);
    expect(cart.user).toEqual({ uid: 'anonymous' });
    expect(cart.totalDiscounts.value).toBe(0);
    expect(cart.totalUnitCount).toBe(0);
    expect(cart.appliedVouchers).toEqual([]);
    expect(cart.stockNotices).toEqual([]);
  });

  it("reads each entry's product as the product read does, asking for its fields by name", () => {
    const entry = {
      ...occCart.entries[0],
      product: {
        ...product('0158241926'),
        purchasable: true,
        images: [{ format: 'thumbnail', url: '/t.svg', imageType: 'PRIMARY', altText: 'Forms' }],
      },
    };
    const cart = toCart(v.parse(OccCartSchema, { ...occCart, entries: [entry] }));
    expect(cart.entries[0]?.product).toEqual({
      ...product('0158241926'),
      images: [{ format: 'thumbnail', url: '/t.svg' }],
    });
    expect(CART_FIELDS).not.toContain('product(FULL)');
    expect(CART_MODIFICATION_FIELDS).toContain(`product(${PRODUCT_REF_FIELDS})`);
  });

  it('sums product and order discounts when OCC sends no totalDiscounts', () => {
    const rest: Partial<typeof occCart> = { ...occCart };
    delete rest.totalDiscounts;
    const cart = toCart(v.parse(OccCartSchema, rest));
    expect(cart.totalDiscounts.value).toBe(17.4);
  });
});

describe("OCC's cart modification to ours", () => {
  it('reads a status our list does not know by what it did', () => {
    const unavailable = toCartModification(
      v.parse(OccCartModificationSchema, { statusCode: 'unavailable', quantityAdded: 0 }),
    );
    expect(unavailable).toEqual({ statusCode: 'noStock', quantityAdded: 0, quantity: 0 });
    const partly = toCartModification(
      v.parse(OccCartModificationSchema, {
        statusCode: 'movedFromPOSToStore',
        quantityAdded: 2,
        quantity: 3,
      }),
    );
    expect(partly.statusCode).toBe('lowStock');
    const known = toCartModification(
      v.parse(OccCartModificationSchema, {
        statusCode: 'maxOrderQuantityExceeded',
        quantityAdded: 5,
        quantity: 5,
      }),
    );
    expect(known.statusCode).toBe('maxOrderQuantityExceeded');
  });
});

describe("the fake backend's `fields`", () => {
  it("answers a cart read without `fields` at OCC's DEFAULT level, and with them every field asked", async () => {
    server.use(...cartHandlers);
    const api = 'http://localhost/headless/ecommerce/v2/users/anonymous/carts';
    const created = (await (await fetch(api, { method: 'POST' })).json()) as { guid: string };
    const plain = (await (await fetch(`${api}/${created.guid}`)).json()) as Record<string, unknown>;
    expect(plain).toMatchObject({ code: expect.any(String), totalPrice: expect.any(Object) });
    for (const left of ['subTotal', 'totalDiscounts', 'user', 'appliedVouchers']) {
      expect(plain, left).not.toHaveProperty(left);
    }
    expect(v.safeParse(OccCartSchema, plain).success).toBe(false);
    const query = new URLSearchParams({ fields: CART_FIELDS });
    const full = (await (await fetch(`${api}/${created.guid}?${query}`)).json()) as unknown;
    expect(v.safeParse(OccCartSchema, full).success).toBe(true);
  });
});
