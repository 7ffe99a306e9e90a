import { fieldsOf } from '../http/occ-fields';
import { OccProductSchema, type OccProduct, type OccStock } from './occ-product.schema';
import type { Product } from './product.schema';

/**
 * OCC's product to ours (as Spartacus's OCC product normalizer does): the store's attributes pass
 * through under our names; OCC's images, price and stock keep only what our model has.
 */

/** What the converter reads of a product: the `fields` of the product read. */
export const PRODUCT_FIELDS = fieldsOf(OccProductSchema);

/**
 * OCC leaves the level out for a force-in-stock product: it reads as the most one line may order
 * (none when out of stock), so nothing comparing a quantity with it refuses stock the platform
 * did not count. (An unknown status is `outOfStock` already: OccStockSchema.)
 */
function toStock({ stockLevelStatus, stockLevel }: OccStock, maxOrderQuantity: number) {
  const fallback = stockLevelStatus === 'outOfStock' ? 0 : maxOrderQuantity;
  return { stockLevelStatus, stockLevel: stockLevel ?? fallback };
}

/** The schema has kept only our fields: what remains to convert is the stock. */
export function toProduct({ stock, ...product }: OccProduct): Product {
  return { ...product, stock: toStock(stock, product.maxOrderQuantity) };
}
