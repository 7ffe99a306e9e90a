import { afterEach, describe, expect, it } from 'vitest';
import type { CartEntry } from '../../api/cart/cart.schema';
import {
  pushToDataLayer,
  toAnalyticsProduct,
  toAnalyticsProducts,
  type AnalyticsCartEntry,
  type AnalyticsProduct,
} from './analytics';

const host = globalThis as { dataLayer?: unknown };
afterEach(() => {
  delete host.dataLayer;
});

const SPEC_FIELDS = [
  'name',
  'program',
  'price',
  'discountPrice',
  'quantity',
  'position',
  'coupon',
  'discount_value',
  'discount_percentage',
  'promotion_type',
  'promotion_name',
  'promo_exclude',
];

function entry(overrides: Partial<AnalyticsCartEntry> = {}): AnalyticsCartEntry {
  return {
    product: { name: 'CELF-5 Complete Kit', programName: 'CELF-5' },
    quantity: 2,
    totalPrice: { value: 2190 },
    totalDiscounts: { value: 219 },
    notDiscountable: false,
    ...overrides,
  };
}

describe('analytics product record (spec section 3)', () => {
  it('has exactly the spec’s fields', () => {
    const record = toAnalyticsProduct(entry(), { position: 1 });
    expect(Object.keys(record).sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it('from a discounted entry', () => {
    expect(
      toAnalyticsProduct(entry(), {
        position: 3,
        coupon: ['SPRING10', 'DISTRICT'],
        promotionType: 'voucher',
        promotionName: 'Spring 10%',
      }),
    ).toEqual<AnalyticsProduct>({
      name: 'CELF-5 Complete Kit',
      program: 'CELF-5',
      price: 1095,
      discountPrice: 985.5,
      quantity: 2,
      position: 3,
      coupon: 'SPRING10,DISTRICT',
      discount_value: 109.5,
      discount_percentage: 10,
      promotion_type: 'voucher',
      promotion_name: 'Spring 10%',
      promo_exclude: false,
    });
  });

  it('from a not-discountable entry without promotions: stable shape, empty values', () => {
    expect(
      toAnalyticsProduct(
        entry({
          totalDiscounts: undefined,
          notDiscountable: true,
          quantity: 3,
          totalPrice: { value: 100 },
        }),
        { position: 1, coupon: 'ONE' },
      ),
    ).toEqual<AnalyticsProduct>({
      name: 'CELF-5 Complete Kit',
      program: 'CELF-5',
      price: 33.33,
      discountPrice: 33.33,
      quantity: 3,
      position: 1,
      coupon: 'ONE',
      discount_value: 0,
      discount_percentage: 0,
      promotion_type: '',
      promotion_name: '',
      promo_exclude: true,
    });
  });

  it('never divides by zero nor shows NaN', () => {
    const record = toAnalyticsProduct(
      entry({ quantity: 0, totalPrice: { value: Number.NaN }, totalDiscounts: { value: 5 } }),
      { position: 1 },
    );
    for (const value of Object.values(record)) {
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('positions count from 1 in cart order', () => {
    const records = toAnalyticsProducts([entry(), entry(), entry()], { coupon: 'X' });
    expect(records.map((r) => [r.position, r.coupon])).toEqual([
      [1, 'X'],
      [2, 'X'],
      [3, 'X'],
    ]);
  });

  it('takes a CartEntry of the cart API as it is', () => {
    const price = (value: number) => ({ value, currencyIso: 'USD', formattedValue: `$${value}` });
    const cartEntry: CartEntry = {
      entryNumber: 0,
      product: {
        code: '0158036645',
        isbn13: '9780158036649',
        name: 'CELF-5 Complete Kit',
        programName: 'CELF-5',
        qualificationLevel: 'B',
        aimsweb: false,
        digital: false,
        buyableOnline: true,
        minOrderQuantity: 1,
        maxOrderQuantity: 999,
      },
      quantity: 1,
      basePrice: price(1095),
      totalPrice: price(1095),
      totalDiscounts: price(0),
      notDiscountable: false,
    };
    expect(toAnalyticsProduct(cartEntry, { position: 1 })).toMatchObject({
      name: 'CELF-5 Complete Kit',
      price: 1095,
      discountPrice: 1095,
    });
  });
});

describe('pushToDataLayer', () => {
  const items = [toAnalyticsProduct(entry(), { position: 1 })];

  it('creates the data layer when missing and pushes { event, ecommerce: { items } }', () => {
    expect(host.dataLayer).toBeUndefined();
    expect(pushToDataLayer('add_to_cart', items)).toBe(true);
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { items } },
    ]);
  });

  it('appends to an existing data layer, for add, remove and view', () => {
    host.dataLayer = [{ event: 'gtm.js' }];
    pushToDataLayer('add_to_cart', items);
    pushToDataLayer('remove_from_cart', items);
    pushToDataLayer('view_cart', []);
    const layer = host.dataLayer as { event?: string }[];
    expect(layer[0]).toEqual({ event: 'gtm.js' });
    expect(layer.map((e) => e.event).filter(Boolean)).toEqual([
      'gtm.js',
      'add_to_cart',
      'remove_from_cart',
      'view_cart',
    ]);
    expect(layer.at(-1)).toEqual({ event: 'view_cart', ecommerce: { items: [] } });
  });

  it('pushes copies: later changes to the records do not reach the data layer', () => {
    const mine = [toAnalyticsProduct(entry(), { position: 1 })];
    pushToDataLayer('add_to_cart', mine);
    mine[0]!.quantity = 99;
    const pushed = (host.dataLayer as { ecommerce: { items: AnalyticsProduct[] } | null }[]).at(-1);
    expect(pushed?.ecommerce?.items[0]?.quantity).toBe(2);
  });

  it('uses a tag manager’s own push', () => {
    const seen: unknown[] = [];
    host.dataLayer = { push: (...args: unknown[]) => seen.push(...args) };
    expect(pushToDataLayer('view_cart', items)).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('never throws', () => {
    host.dataLayer = {
      push: () => {
        throw new Error('tag manager broke');
      },
    };
    expect(pushToDataLayer('add_to_cart', items)).toBe(false);
    host.dataLayer = 'not a list';
    expect(pushToDataLayer('add_to_cart', items)).toBe(false);
    expect(host.dataLayer).toBe('not a list');
    host.dataLayer = null;
    expect(pushToDataLayer('add_to_cart', items)).toBe(false);
    Object.defineProperty(globalThis, 'dataLayer', {
      configurable: true,
      get() {
        throw new Error('hostile page');
      },
    });
    expect(pushToDataLayer('add_to_cart', items)).toBe(false);
  });
});
