import type { Product } from '../../api/products/product.schema';

/** The fields `<store-product-field field>` shows. */
export const PRODUCT_FIELDS = [
  'name',
  'program',
  'format',
  'price',
  'availability',
  'qualification-level',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

export type FieldRead = { ok: true; field: ProductField } | { ok: false; problem: string };

/** `field`, checked: a mistake shows nothing and the console says what the field may be. */
export function readField(raw: string | undefined): FieldRead {
  const value = raw?.trim();
  const field = PRODUCT_FIELDS.find((name) => name === value);
  if (field) return { ok: true, field };
  const allowed = PRODUCT_FIELDS.map((name) => `"${name}"`).join(', ');
  const problem =
    raw === undefined
      ? `<store-product-field>: the required attribute "field" is missing; it is one of ${allowed}. Nothing is shown.`
      : `<store-product-field>: the attribute "field" (${JSON.stringify(raw)}) is not one of ${allowed}. Nothing is shown.`;
  return { ok: false, problem };
}

export type Availability = 'inStock' | 'lowStock' | 'outOfStock' | 'notOnline';

export function availabilityOf(product: Product): Availability {
  return product.buyableOnline ? product.stock.stockLevelStatus : 'notOnline';
}
