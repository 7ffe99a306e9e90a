import { fieldsOf } from '../http/occ-fields';
import { OccProductRefSchema, type OccProductRef } from './occ-product-ref.schema';
import type { ProductSummary } from './product.schema';

/**
 * The product a cart or order entry carries, OCC's to ours: apart from product-converter.ts so
 * that every page reading a cart loads only this.
 */

/** What the converter reads of the product a cart entry carries (the plan's PRODUCT_REF). */
export const PRODUCT_REF_FIELDS = fieldsOf(OccProductRefSchema);

/** The schema has already kept only our fields and given the store's flags their defaults. */
export function toProductSummary(occ: OccProductRef): ProductSummary {
  return occ;
}
