import { fieldsOf } from '../http/occ-fields';
import { OccProductSchema, type OccProduct, type OccStock } from './occ-product.schema';
import { toProductSummary } from './product-ref-converter';
import { StockLevelStatusSchema } from './product.schema';
import type { Product, StockLevelStatus } from './product.schema';

/**
 * OCC's product to ours (as Spartacus's OCC product normalizer does): the store's attributes pass
 * through under our names; OCC's images, price and stock keep only what our model has.
 */

/** What the converter reads of a product: the `fields` of the product read. */
export const PRODUCT_FIELDS = fieldsOf(OccProductSchema);

const KNOWN_STATUSES: ReadonlySet<string> = new Set(StockLevelStatusSchema.options);

/**
 * A status our list does not know (a project's own, such as a backorder) reads as `outOfStock`:
 * nothing promises stock the platform did not confirm. OCC leaves the level out for a
 * force-in-stock product: it reads as the most one line may order (none when out of stock), so
 * nothing comparing a quantity with it refuses stock the platform did not count.
 */
function toStock(stock: OccStock, maxOrderQuantity: number): Product['stock'] {
  const stockLevelStatus = KNOWN_STATUSES.has(stock.stockLevelStatus)
    ? (stock.stockLevelStatus as StockLevelStatus)
    : 'outOfStock';
  const fallback = stockLevelStatus === 'outOfStock' ? 0 : maxOrderQuantity;
  return { stockLevelStatus, stockLevel: stock.stockLevel ?? fallback };
}

export function toProduct(occ: OccProduct): Product {
  const { price, stock, format, discountable, restriction, ...ref } = occ;
  const summary = toProductSummary(ref);
  return {
    ...summary,
    format,
    discountable,
    price: {
      value: price.value,
      currencyIso: price.currencyIso,
      formattedValue: price.formattedValue,
    },
    stock: toStock(stock, summary.maxOrderQuantity),
    ...(restriction ? { restriction } : {}),
  };
}
