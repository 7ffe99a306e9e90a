/**
 * The fake backend's cart answers read as the client reads them: OCC's DTOs (occ-cart.schema.ts)
 * through the client's converter (cart-converter.ts), so backend tests check our models' figures.
 */
import * as v from 'valibot';
import { toCart, toCartModification } from '../../../src/api/cart/cart-converter';
import {
  OccCartListSchema,
  OccCartModificationListSchema,
  OccCartModificationSchema,
  OccCartSchema,
  OccSaveCartResultSchema,
} from '../../../src/api/cart/occ-cart.schema';

export const CartSchema = v.pipe(OccCartSchema, v.transform(toCart));

export const CartModificationSchema = v.pipe(
  OccCartModificationSchema,
  v.transform(toCartModification),
);

export const CartModificationListSchema = v.pipe(
  OccCartModificationListSchema,
  v.transform((list) => ({ cartModifications: list.cartModifications.map(toCartModification) })),
);

export const CartListSchema = v.pipe(
  OccCartListSchema,
  v.transform((list) => ({ ...list, carts: list.carts.map(toCart) })),
);

export const SaveCartResultSchema = v.pipe(
  OccSaveCartResultSchema,
  v.transform((result) => ({ savedCartData: toCart(result.savedCartData) })),
);

/** Backend tests check the rules, not `fields`: they ask for every field (FULL). */
export function withFullFields(path: string): string {
  return /[?&]fields=/.test(path) ? path : `${path}${path.includes('?') ? '&' : '?'}fields=FULL`;
}
