import * as v from 'valibot';
import { PriceSchema } from '../products/product.schema';

// Apart from the checkout's schemas: orders and quotes name their delivery mode, and their pages
// need none of the checkout's choices (nor the account schemas those bring).

/** OCC's DeliveryModeWsDTO. */
export const DeliveryModeSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  description: v.string(),
  deliveryCost: PriceSchema,
});
export type DeliveryMode = v.InferOutput<typeof DeliveryModeSchema>;
