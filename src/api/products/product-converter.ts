import { fieldsOf } from '../http/occ-fields';
import { OccProductSchema, type OccProduct, type OccStock } from './occ-product.schema';
import type { Product } from './product.schema';

/** OCC's product to ours: the store's attributes pass through; OCC's keep what our model has. */

export const PRODUCT_FIELDS = fieldsOf(OccProductSchema);

// OCC leaves the level out for a force-in-stock product: read as the most a line may order, so no
// quantity check refuses stock the platform did not count.
function toStock({ stockLevelStatus, stockLevel }: OccStock, maxOrderQuantity: number) {
  const fallback = stockLevelStatus === 'outOfStock' ? 0 : maxOrderQuantity;
  return { stockLevelStatus, stockLevel: stockLevel ?? fallback };
}

export function toProduct({ stock, ...product }: OccProduct): Product {
  return { ...product, stock: toStock(stock, product.maxOrderQuantity) };
}
