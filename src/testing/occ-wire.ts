/**
 * The fake backend's cart, order, order history, product, user and customer search answers read as the client reads them: OCC's DTOs
 * through the client's converters, so backend tests check our models' figures.
 */
import * as v from 'valibot';
import { toCart, toCartModification } from '../api/cart/cart-converter';
import {
  OccCartListSchema,
  OccCartModificationListSchema,
  OccCartModificationSchema,
  OccCartSchema,
  OccSaveCartResultSchema,
} from '../api/cart/occ-cart.schema';
import { OccOrderSchema } from '../api/orders/occ-order.schema';
import { OccOrderHistoryListSchema } from '../api/orders/occ-order-history.schema';
import { toOrder } from '../api/orders/order-converter';
import { toOrderList } from '../api/orders/order-history-converter';
import { OccProductSchema } from '../api/products/occ-product.schema';
import { OccProductSearchPageSchema } from '../api/products/occ-product-search.schema';
import { PRODUCT_FIELDS, toProduct } from '../api/products/product-converter';
import { toCustomerSearchResult } from '../api/support/customer-search-converter';
import { OccCustomerSearchPageSchema } from '../api/support/occ-customer-search.schema';
import { OccUserSchema } from '../api/users/occ-user.schema';
import { USER_FIELDS, toUserNames } from '../api/users/user-converter';

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

export const OrderSchema = v.pipe(OccOrderSchema, v.transform(toOrder));

/** The user read (OCC's UserWsDTO) as the client reads it. */
export const UserNamesSchema = v.pipe(OccUserSchema, v.transform(toUserNames));

/** The user read's path as the client sends it (get-user.ts). */
export const USER_READ = `/users/current?${new URLSearchParams({ fields: USER_FIELDS, locale: 'en-us', routingRegion: 'US' })}`;

/** The assisted service's customer search page as the client reads it. */
export const CustomerSearchResultSchema = v.pipe(
  OccCustomerSearchPageSchema,
  v.transform(toCustomerSearchResult),
);

/** The order history's page (OCC's OrderHistoryList) as the client reads it. */
export const OrderListSchema = v.pipe(OccOrderHistoryListSchema, v.transform(toOrderList));

/** Backend tests check the rules, not `fields`: they ask for every field (FULL). */
export function withFullFields(path: string): string {
  return /[?&]fields=/.test(path) ? path : `${path}${path.includes('?') ? '&' : '?'}fields=FULL`;
}

export const ProductSchema = v.pipe(OccProductSchema, v.transform(toProduct));

export const ProductSearchPageSchema = v.pipe(
  OccProductSearchPageSchema,
  v.transform((page) => ({ ...page, products: page.products.map(toProduct) })),
);

/** A product read with the client's own `fields` (get-product.ts). */
export function productPath(codeOrIsbn: string): string {
  const query = new URLSearchParams({ fields: PRODUCT_FIELDS });
  return `/products/${encodeURIComponent(codeOrIsbn)}?${query}`;
}

/** A search asking for each product as the product read does (no widget searches). */
export function productSearchPath(text: string): string {
  const fields = `products(${PRODUCT_FIELDS}),pagination(FULL),freeTextSearch`;
  return `/products/search?${new URLSearchParams({ query: text, fields })}`;
}
