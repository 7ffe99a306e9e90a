import { http, type PathParams } from 'msw';
import {
  addEntry,
  addEntries,
  removeEntry,
  setTrainingDetails,
  updateEntry,
} from '../db/cart-entries';
import { CartOpError } from '../db/cart-errors';
import { makeCurrent, mergeCarts } from '../db/cart-merge';
import { renderOccCart, renderOccModification } from '../db/occ-cart';
import {
  CART_LEVELS,
  CART_LIST_LEVELS,
  MODIFICATION_LEVELS,
  PRODUCT_LEVELS,
  PRODUCT_SEARCH_LEVELS,
  selectAsked,
} from '../db/occ-fields';
import { renderOccProduct, searchOccProducts } from '../db/occ-product';
import type { StoredCart } from '../db/cart-store';
import { restoreCart, saveCart } from '../db/cart-save';
import { ANONYMOUS, createCart, deleteCart, findCart, listCarts } from '../db/cart-store';
import { applyVoucher, removeVoucher } from '../db/cart-vouchers';
import { pricingContextOf, type PricingContext } from '../db/pricing-context';
import { findProduct } from '../db/products';
import type { SeedUser } from '../db/seed-users';
import {
  isOpError,
  ownerFor,
  readJson,
  replyOf,
  shopperOf,
  toResponse,
  type Owner,
  type Reply,
} from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension, occ } from './commerce-declarations';

/**
 * The cart and product API as SAP Commerce OCC v2 answers it: carts, entries, promotion codes,
 * saved carts, merge at sign-in and product lookup (ISBN is the store's own). Nothing is replayed.
 */
const BASE = COMMERCE_BASE;
const CARTS = `${BASE}/users/:userId/carts`;

interface Call {
  request: Request;
  url: URL;
  params: PathParams;
  owner: Owner;
  context: PricingContext;
  body: unknown;
}

function signedIn(owner: Owner): SeedUser {
  if (!owner.user) {
    throw new CartOpError(403, 'forbidden', 'Saved carts need a signed-in user', ANONYMOUS, 'user');
  }
  return owner.user;
}

/** Runs a cart call. As in OCC nothing is replayed: the client's retries must be safe alone. */
function cartCall(fn: (call: Call) => Reply, { mutation = false } = {}) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    try {
      const context = pricingContextOf(request);
      const owner = ownerFor(request, String(params.userId));
      const url = new URL(request.url);
      const body = mutation ? await readJson(request) : undefined;
      return toResponse(replyOf(() => fn({ request, url, params, owner, context, body })));
    } catch (error) {
      if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
      throw error;
    }
  };
}

function productCall(fn: (request: Request, context: PricingContext, url: URL) => Reply) {
  return ({ request }: { request: Request }) => {
    return toResponse(replyOf(() => fn(request, pricingContextOf(request), new URL(request.url))));
  };
}

function cartOf(call: Call) {
  return findCart(call.owner.id, String(call.params.cartId));
}

function asked(call: { url: URL }, body: unknown, levels = CART_LEVELS): unknown {
  return selectAsked(call.url, body, levels);
}

function cartBody(call: { url: URL; context: PricingContext }, cart: StoredCart): unknown {
  return asked(call, renderOccCart(cart, call.context));
}

function bodyField(body: unknown, ...path: string[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function nonNegativeInt(value: string | null, fallback: number): number {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export const cartHandlers = [
  // Carts

  /** Create; for a signed-in user `oldCartId` (+ `toMergeCartGuid`) takes over or merges an anonymous cart. */
  occ(
    'createCart',
    http.post(
      CARTS,
      cartCall(
        (call) => {
          const { url, owner } = call;
          const oldCartId = url.searchParams.get('oldCartId');
          const toMergeCartGuid = url.searchParams.get('toMergeCartGuid');
          if (owner.user && oldCartId) {
            return {
              status: 201,
              body: cartBody(call, mergeCarts(owner.user, oldCartId, toMergeCartGuid)),
            };
          }
          if (owner.user && toMergeCartGuid) {
            // OCC: toMergeCartGuid alone makes that cart of the user the current one again.
            return { status: 201, body: cartBody(call, makeCurrent(owner.id, toMergeCartGuid)) };
          }
          return { status: 201, body: cartBody(call, createCart(owner.id)) };
        },
        { mutation: true },
      ),
    ),
  ),

  /** List a user's carts; `savedCartsOnly=true` for saved carts (newest saved first). */
  occ(
    'getCarts',
    http.get(
      CARTS,
      cartCall((call) => {
        const { url, owner, context } = call;
        signedIn(owner);
        const savedOnly = url.searchParams.get('savedCartsOnly') === 'true';
        const all = listCarts(owner.id, savedOnly);
        const pageSize = Math.max(1, nonNegativeInt(url.searchParams.get('pageSize'), 20));
        const currentPage = nonNegativeInt(url.searchParams.get('currentPage'), 0);
        const page = all.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
        const body = {
          carts: page.map((cart) => renderOccCart(cart, context)),
          pagination: {
            currentPage,
            pageSize,
            totalPages: Math.ceil(all.length / pageSize),
            totalResults: all.length,
          },
        };
        return { status: 200, body: asked(call, body, CART_LIST_LEVELS) };
      }),
    ),
  ),

  occ(
    'getCart',
    http.get(
      `${CARTS}/:cartId`,
      cartCall((call) => ({ status: 200, body: cartBody(call, cartOf(call)) })),
    ),
  ),

  occ(
    'removeCart',
    http.delete(
      `${CARTS}/:cartId`,
      cartCall(
        (call) => {
          deleteCart(cartOf(call));
          return { status: 200 };
        },
        { mutation: true },
      ),
    ),
  ),

  // Entries

  occ(
    'createCartEntry',
    http.post(
      `${CARTS}/:cartId/entries`,
      cartCall(
        (call) => {
          const cart = cartOf(call);
          const lines = bodyField(call.body, 'orderEntries');
          if (lines !== undefined) {
            const results = addEntries(cart, lines, call.context.site);
            const cartModifications = results.map((result) =>
              renderOccModification(cart, result, call.context),
            );
            return { status: 200, body: asked(call, { cartModifications }, MODIFICATION_LEVELS) };
          }
          const result = addEntry(
            cart,
            bodyField(call.body, 'product', 'code'),
            bodyField(call.body, 'quantity'),
            bodyField(call.body, 'trainingDetails'),
            call.context.site,
          );
          return {
            status: 200,
            body: asked(
              call,
              renderOccModification(cart, result, call.context),
              MODIFICATION_LEVELS,
            ),
          };
        },
        { mutation: true },
      ),
    ),
  ),

  occ(
    'updateCartEntry',
    http.patch(
      `${CARTS}/:cartId/entries/:entryNumber`,
      cartCall(
        (call) => {
          const cart = cartOf(call);
          const result = updateEntry(
            cart,
            String(call.params.entryNumber),
            bodyField(call.body, 'quantity'),
          );
          return {
            status: 200,
            body: asked(
              call,
              renderOccModification(cart, result, call.context),
              MODIFICATION_LEVELS,
            ),
          };
        },
        { mutation: true },
      ),
    ),
  ),

  extension(
    'setTrainingDetails',
    http.put(
      `${CARTS}/:cartId/entries/:entryNumber/training`,
      cartCall(
        (call) => {
          const cart = cartOf(call);
          const result = setTrainingDetails(
            cart,
            String(call.params.entryNumber),
            call.body,
            call.context.site,
          );
          return {
            status: 200,
            body: asked(
              call,
              renderOccModification(cart, result, call.context),
              MODIFICATION_LEVELS,
            ),
          };
        },
        { mutation: true },
      ),
    ),
  ),

  occ(
    'removeCartEntry',
    http.delete(
      `${CARTS}/:cartId/entries/:entryNumber`,
      cartCall(
        (call) => {
          removeEntry(cartOf(call), String(call.params.entryNumber));
          return { status: 200 };
        },
        { mutation: true },
      ),
    ),
  ),

  // Promotion codes

  occ(
    'doApplyCartVoucher',
    http.post(
      `${CARTS}/:cartId/vouchers`,
      cartCall(
        (call) => {
          applyVoucher(cartOf(call), call.url.searchParams.get('voucherId'));
          return { status: 200 };
        },
        { mutation: true },
      ),
    ),
  ),

  occ(
    'removeCartVoucher',
    http.delete(
      `${CARTS}/:cartId/vouchers/:code`,
      cartCall(
        (call) => {
          removeVoucher(cartOf(call), String(call.params.code));
          return { status: 200 };
        },
        { mutation: true },
      ),
    ),
  ),

  // Saved carts

  occ(
    'doSaveCart',
    http.patch(
      `${CARTS}/:cartId/save`,
      cartCall(
        (call) => {
          signedIn(call.owner);
          const cart = cartOf(call);
          saveCart(
            cart,
            call.url.searchParams.get('saveCartName'),
            call.url.searchParams.get('saveCartDescription'),
          );
          return {
            status: 200,
            body: asked(
              call,
              { savedCartData: renderOccCart(cart, call.context) },
              CART_LIST_LEVELS,
            ),
          };
        },
        { mutation: true },
      ),
    ),
  ),

  occ(
    'doUpdateSavedCart',
    http.patch(
      `${CARTS}/:cartId/restoresavedcart`,
      cartCall(
        (call) => {
          signedIn(call.owner);
          const cart = cartOf(call);
          restoreCart(cart);
          return {
            status: 200,
            body: asked(
              call,
              { savedCartData: renderOccCart(cart, call.context) },
              CART_LIST_LEVELS,
            ),
          };
        },
        { mutation: true },
      ),
    ),
  ),

  // Products (search first: `products/:code` would match `products/search`)

  occ(
    'getProducts',
    http.get(
      `${BASE}/products/search`,
      productCall((request, context, url) => {
        const pageSize = nonNegativeInt(url.searchParams.get('pageSize'), 20) || 20;
        const page = searchOccProducts(
          url.searchParams.get('query') ?? '',
          context,
          shopperOf(request),
          pageSize,
        );
        return { status: 200, body: selectAsked(url, page, PRODUCT_SEARCH_LEVELS) };
      }),
    ),
  ),

  occ(
    'getProduct',
    http.get(
      `${BASE}/products/:code`,
      productCall((request, context, url) => {
        const code = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const product = findProduct(code);
        if (!product) {
          throw new CartOpError(400, 'unknownProduct', `Product with code '${code}' not found!`);
        }
        const body = renderOccProduct(product, context, shopperOf(request));
        return { status: 200, body: selectAsked(url, body, PRODUCT_LEVELS) };
      }),
    ),
  ),
];
