import * as v from 'valibot';
import { ProductSummarySchema } from '../products/product.schema';

// What an order's entry and a quote's have in common: the product, its quantity and its prices.
// Apart from the order's schema so that a quote page does not carry the order's.

const AmountSchema = v.object({
  value: v.number(),
  currencyIso: v.string(),
  formattedValue: v.string(),
});

export const EntryBaseSchema = v.object({
  entryNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  product: ProductSummarySchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  notDiscountable: v.boolean(),
  basePrice: AmountSchema,
  totalPrice: AmountSchema,
  totalDiscounts: v.optional(AmountSchema),
});
