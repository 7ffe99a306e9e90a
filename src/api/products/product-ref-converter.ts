import { fieldsOf } from '../http/occ-fields';
import { OccProductRefSchema, type OccProductRef } from './occ-product-ref.schema';
import type { ProductSummary } from './product.schema';

/** An entry's product, OCC's to ours; apart from product-converter.ts for the cart pages. */

export const PRODUCT_REF_FIELDS = fieldsOf(OccProductRefSchema);

export function toProductSummary(occ: OccProductRef): ProductSummary {
  return occ;
}
