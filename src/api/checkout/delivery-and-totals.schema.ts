import * as v from 'valibot';
import { PriceSchema } from '../products/product.schema';

// Apart from the checkout's schemas: orders and quotes name their delivery mode and carry the
// checkout's totals, and their pages need none of the checkout's choices (nor the account schemas
// those bring).

/** OCC's DeliveryModeWsDTO. */
export const DeliveryModeSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  description: v.string(),
  deliveryCost: PriceSchema,
});
export type DeliveryMode = v.InferOutput<typeof DeliveryModeSchema>;

/** What the order will cost, with delivery and taxes (the cart's totals have neither). */
export const CheckoutTotalsSchema = v.object({
  subTotal: PriceSchema,
  totalDiscounts: PriceSchema,
  deliveryCost: v.optional(PriceSchema),
  /** Sales tax; 0 until a delivery address is known. */
  totalTax: PriceSchema,
  totalVat: PriceSchema,
  totalPrice: PriceSchema,
});
export type CheckoutTotals = v.InferOutput<typeof CheckoutTotalsSchema>;
