import { getCore } from '../../core/core';
import { commerceRequest } from '../http/commerce-client';
import {
  CART_FIELDS,
  CART_MODIFICATION_FIELDS,
  toCart,
  toCartModification,
} from './cart-converter';
import type { Cart, CartModification } from './cart.schema';
import {
  OccCartListSchema,
  OccCartModificationListSchema,
  OccCartModificationSchema,
  OccCartSchema,
  OccSaveCartResultSchema,
} from './occ-cart.schema';

/** The cart calls that answer a cart or its changes, converted to our models. */

interface CartCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  body?: unknown;
  requestId?: string;
  signal?: AbortSignal | undefined;
}

function withQuery(path: string, fields: string): string {
  const query = new URLSearchParams({ fields, lang: getCore().store.site.language });
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

export async function requestCart(path: string, options: CartCallOptions = {}): Promise<Cart> {
  return toCart(
    await commerceRequest(withQuery(path, CART_FIELDS), { ...options, schema: OccCartSchema }),
  );
}

/** OCC's SaveCartResult holds the cart as `savedCartData`. */
export async function requestSaveResult(path: string, options: CartCallOptions): Promise<Cart> {
  const result = await commerceRequest(withQuery(path, `savedCartData(${CART_FIELDS})`), {
    ...options,
    schema: OccSaveCartResultSchema,
  });
  return toCart(result.savedCartData);
}

export async function requestCartList(
  path: string,
  options: CartCallOptions = {},
): Promise<{ carts: Cart[] }> {
  const list = await commerceRequest(withQuery(path, `carts(${CART_FIELDS}),pagination(FULL)`), {
    ...options,
    schema: OccCartListSchema,
  });
  return { ...list, carts: list.carts.map(toCart) };
}

export async function requestModification(
  path: string,
  options: CartCallOptions,
): Promise<CartModification> {
  return toCartModification(
    await commerceRequest(withQuery(path, CART_MODIFICATION_FIELDS), {
      ...options,
      schema: OccCartModificationSchema,
    }),
  );
}

export async function requestModifications(
  path: string,
  options: CartCallOptions,
): Promise<CartModification[]> {
  const list = await commerceRequest(
    withQuery(path, `cartModifications(${CART_MODIFICATION_FIELDS})`),
    { ...options, schema: OccCartModificationListSchema },
  );
  return list.cartModifications.map(toCartModification);
}
