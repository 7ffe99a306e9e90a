import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchProduct } from './get-product';
import { OccProductSchema } from './occ-product.schema';
import { PRODUCT_FIELDS, toProduct } from './product-converter';
import { cartHandlers } from '../../mocks/handlers/carts';
import { server } from '../../mocks/node';

const usd = (value: number) => ({ value, currencyIso: 'USD', formattedValue: `$${value}.00` });

/** A product as SAP Commerce sends it, OCC's own fields the client reads no more of included. */
const occProduct = {
  code: '0158979876',
  name: 'WISC-V Complete Kit with Manipulatives Bag',
  url: '/p/0158979876',
  purchasable: true,
  isbn13: '9780158979878',
  programName: 'WISC-V',
  qualificationLevel: 'C',
  aimsweb: false,
  qglobal: true,
  training: false,
  digital: false,
  images: [{ format: 'thumbnail', url: '/medias/products/0158979876/thumbnail.svg' }],
  thirdPartyProgram: { publisher: 'Other Press' },
  buyableOnline: true,
  minOrderQuantity: 1,
  maxOrderQuantity: 5,
  format: 'Kit',
  discountable: true,
  price: { ...usd(1575), priceType: 'BUY' },
  stock: { stockLevelStatus: 'lowStock', stockLevel: 3 },
  restriction: { reason: 'qualificationLevel', message: 'Level A cannot buy level C products' },
};

const read = (wire: unknown) => toProduct(v.parse(OccProductSchema, wire));

/** The product without these fields. */
function without(...left: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(occProduct).filter(([key]) => !left.includes(key)));
}

describe("OCC's product to ours", () => {
  it('keeps the store’s attributes under our names and OCC’s fields our model has', () => {
    expect(read(occProduct)).toEqual({
      code: '0158979876',
      name: 'WISC-V Complete Kit with Manipulatives Bag',
      isbn13: '9780158979878',
      programName: 'WISC-V',
      qualificationLevel: 'C',
      aimsweb: false,
      qglobal: true,
      training: false,
      digital: false,
      images: [{ format: 'thumbnail', url: '/medias/products/0158979876/thumbnail.svg' }],
      thirdPartyProgram: { publisher: 'Other Press' },
      buyableOnline: true,
      minOrderQuantity: 1,
      maxOrderQuantity: 5,
      format: 'Kit',
      discountable: true,
      price: usd(1575),
      stock: { stockLevelStatus: 'lowStock', stockLevel: 3 },
      restriction: { reason: 'qualificationLevel', message: 'Level A cannot buy level C products' },
    });
  });

  it('reads `purchasable` as OCC’s, not as the store’s buyableOnline', () => {
    const product = read({ ...occProduct, purchasable: true, buyableOnline: false });
    expect(product.buyableOnline).toBe(false);
    expect(product).not.toHaveProperty('purchasable');
  });

  it('gives a force-in-stock product (no stockLevel) the most one line may order', () => {
    const forced = read({ ...occProduct, stock: { stockLevelStatus: 'inStock' } });
    expect(forced.stock).toEqual({ stockLevelStatus: 'inStock', stockLevel: 5 });
    const gone = read({ ...occProduct, stock: { stockLevelStatus: 'outOfStock' } });
    expect(gone.stock).toEqual({ stockLevelStatus: 'outOfStock', stockLevel: 0 });
  });

  it('reads a stock status our list does not know as out of stock, keeping the level', () => {
    const backorder = read({
      ...occProduct,
      stock: { stockLevelStatus: 'backorder', stockLevel: 12 },
    });
    expect(backorder.stock).toEqual({ stockLevelStatus: 'outOfStock', stockLevel: 12 });
    const unknown = read({ ...occProduct, stock: { stockLevelStatus: 'preorder' } });
    expect(unknown.stock).toEqual({ stockLevelStatus: 'outOfStock', stockLevel: 0 });
  });

  it('keeps only the format and address of images OCC sends with more', () => {
    const product = read({
      ...occProduct,
      images: [
        { format: 'thumbnail', url: '/t.svg', imageType: 'PRIMARY', altText: 'Kit' },
        { format: 'zoom', url: '/z.jpg', imageType: 'GALLERY', galleryIndex: 0 },
      ],
    });
    expect(product.images).toEqual([
      { format: 'thumbnail', url: '/t.svg' },
      { format: 'zoom', url: '/z.jpg' },
    ]);
  });

  it('gives the store’s attributes the platform leaves out our defaults', () => {
    const product = read(
      without(
        'aimsweb',
        'qglobal',
        'training',
        'digital',
        'images',
        'thirdPartyProgram',
        'minOrderQuantity',
        'restriction',
      ),
    );
    expect(product).toMatchObject({ aimsweb: false, digital: false, minOrderQuantity: 1 });
    for (const absent of ['qglobal', 'training', 'images', 'thirdPartyProgram', 'restriction']) {
      expect(product, absent).not.toHaveProperty(absent);
    }
  });

  it('refuses a product without the attributes our model cannot do without', () => {
    for (const needed of ['isbn13', 'buyableOnline', 'maxOrderQuantity', 'price', 'stock']) {
      expect(v.safeParse(OccProductSchema, without(needed)).success, needed).toBe(false);
    }
  });
});

describe("the fake backend's `fields` for products", () => {
  const API = 'http://localhost/headless/ecommerce/v2';
  const WISC_KIT = '0158979876';
  const WISC_DIGITAL = 'A103000185339'; // digital: force in stock, max 10 per order
  const STORE_ATTRIBUTES = [
    'isbn13',
    'programName',
    'qualificationLevel',
    'aimsweb',
    'digital',
    'buyableOnline',
    'minOrderQuantity',
    'maxOrderQuantity',
    'format',
    'discountable',
  ];
  const globals = globalThis as Record<string, unknown>;

  beforeEach(() => {
    globals.storeWidgetsConfig = { platformKey: 'pk', apiBase: 'http://localhost' };
    server.use(...cartHandlers);
  });

  afterEach(() => {
    delete globals.storeWidgetsConfig;
  });

  const get = async (path: string) =>
    (await (await fetch(`${API}${path}`)).json()) as Record<string, unknown>;

  it("answers a product read without `fields` at OCC's DEFAULT level, without the store's attributes", async () => {
    const plain = await get(`/products/${WISC_KIT}`);
    expect(plain).toMatchObject({
      code: WISC_KIT,
      price: expect.any(Object),
      stock: expect.any(Object),
    });
    for (const left of STORE_ATTRIBUTES) expect(plain, left).not.toHaveProperty(left);
    expect(v.safeParse(OccProductSchema, plain).success).toBe(false);
    const search = await get('/products/search?query=wisc');
    const found = (search.products as Record<string, unknown>[])[0];
    expect(found).toHaveProperty('code');
    for (const left of STORE_ATTRIBUTES) expect(found, left).not.toHaveProperty(left);
  });

  it('answers every attribute the client asks for, and nothing it does not', async () => {
    const asked = await get(
      `/products/${WISC_KIT}?${new URLSearchParams({ fields: PRODUCT_FIELDS })}`,
    );
    for (const attribute of STORE_ATTRIBUTES) expect(asked, attribute).toHaveProperty(attribute);
    expect(asked).not.toHaveProperty('url');
    expect(asked).not.toHaveProperty('purchasable');
    expect(v.safeParse(OccProductSchema, asked).success).toBe(true);
  });

  it('gives the client our product, by code or ISBN, and null for an unknown one', async () => {
    const byIsbn = await fetchProduct('978-0-15-897987-8');
    expect(byIsbn).toMatchObject({ code: WISC_KIT, programName: 'WISC-V', maxOrderQuantity: 5 });
    const digital = await fetchProduct(WISC_DIGITAL);
    expect(digital?.stock).toEqual({ stockLevelStatus: 'inStock', stockLevel: 10 });
    expect(await fetchProduct('NOSUCHCODE1')).toBeNull();
  });

  it("answers a cart read without `fields` with its entries' products at their DEFAULT level", async () => {
    const carts = `${API}/users/anonymous/carts`;
    const { guid } = (await (await fetch(carts, { method: 'POST' })).json()) as { guid: string };
    await fetch(`${carts}/${guid}/entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderEntries: [{ product: { code: WISC_KIT }, quantity: 1 }] }),
    });
    const cart = (await (await fetch(`${carts}/${guid}`)).json()) as {
      entries: { product: Record<string, unknown> }[];
    };
    expect(cart.entries[0]?.product).toMatchObject({ code: WISC_KIT });
    expect(cart.entries[0]?.product).not.toHaveProperty('isbn13');
  });
});
