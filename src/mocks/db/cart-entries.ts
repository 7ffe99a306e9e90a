import type { CartModificationStatus } from '../../api/cart/cart.schema';
import type { TrainingDetailsWire } from '../../api/cart/training-details.schema';
import type { BaseSite } from '../../core/locale/locales';
import { CartOpError } from './cart-errors';
import {
  ANONYMOUS,
  newVersion,
  ownerOf,
  touch,
  type StoredCart,
  type StoredEntry,
} from './cart-store';
import { DEFAULT_BASE_SITE } from './pricing-context';
import { findProduct, restrictionFor } from './products';
import type { SeedProduct } from './seed-products';
import { checkTrainingDetails } from './training-entries';

/**
 * A cart's entries: adding (one line or many, all or none), quantities within the product's
 * limits and stock, an online training's details, removal. Spec sections 5, 6 and 9.
 */

export interface ModificationResult {
  statusCode: CartModificationStatus;
  statusMessage?: string | undefined;
  quantityAdded: number;
  quantity: number;
  productCode: string;
}

function isQuantity(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

/** Sets a quantity: under the minimum refused, over the maximum capped, over the stock reduced. */
export function setQuantity(
  cart: StoredCart,
  product: SeedProduct,
  requested: number,
): ModificationResult {
  if (requested < product.minOrderQuantity) {
    throw new CartOpError(
      400,
      'minOrderQuantity',
      `The minimum order quantity of ${product.code} is ${product.minOrderQuantity}`,
      product.code,
      'product',
    );
  }
  const index = cart.entries.findIndex((e) => e.product.code === product.code);
  const before = index >= 0 ? (cart.entries[index]?.quantity ?? 0) : 0;
  const granted = Math.min(requested, product.maxOrderQuantity, product.stock);
  let statusCode: CartModificationStatus = 'success';
  let statusMessage: string | undefined;
  if (granted < requested) {
    const stockBound = product.stock < Math.min(requested, product.maxOrderQuantity);
    if (stockBound) {
      statusCode = granted === 0 ? 'noStock' : 'lowStock';
      statusMessage = `Only ${granted} of ${requested} available`;
      cart.stockNotices.set(product.code, { productCode: product.code, requested, granted });
    } else {
      statusCode = 'maxOrderQuantityExceeded';
      statusMessage = `The maximum order quantity of ${product.code} is ${product.maxOrderQuantity}`;
      cart.stockNotices.delete(product.code);
    }
  } else {
    cart.stockNotices.delete(product.code);
  }
  if (granted === 0) {
    if (index >= 0) cart.entries.splice(index, 1);
  } else if (index >= 0) {
    cart.entries[index] = { ...cart.entries[index], product, quantity: granted };
  } else {
    cart.entries.push({ product, quantity: granted });
  }
  if (granted !== before) newVersion(cart);
  touch(cart);
  return {
    statusCode,
    statusMessage,
    quantityAdded: granted - before,
    quantity: granted,
    productCode: product.code,
  };
}

/** An online training needs a signed-in owner (spec section 6); its details may follow later. */
function checkedTrainingDetails(
  cart: StoredCart,
  product: SeedProduct,
  details: unknown,
  site: BaseSite,
): TrainingDetailsWire | undefined {
  if (!product.training) {
    if (details === undefined) return undefined;
    throw new CartOpError(
      400,
      'notTraining',
      `Product ${product.code} is not an online training`,
      product.code,
      'product',
    );
  }
  if (cart.ownerId === ANONYMOUS) {
    throw new CartOpError(
      403,
      'trainingNeedsLogin',
      'Online training needs a signed-in user',
      product.code,
      'product',
    );
  }
  if (details === undefined) return undefined;
  const check = checkTrainingDetails(details, site);
  if (!check.ok) {
    throw new CartOpError(400, 'trainingDetailsInvalid', check.key, check.field, 'trainingDetails');
  }
  return check.details;
}

/** POST entries: adds to the product's entry if there is one (OCC merges same-product entries). */
export function addEntry(
  cart: StoredCart,
  productCode: unknown,
  quantity: unknown,
  trainingDetails?: unknown,
  site: BaseSite = DEFAULT_BASE_SITE,
): ModificationResult {
  if (quantity !== undefined && !isQuantity(quantity, 1)) {
    throw new CartOpError(
      400,
      'invalidQuantity',
      'Quantity must be a positive whole number',
      'quantity',
    );
  }
  if (typeof productCode !== 'string' || productCode.trim() === '') {
    throw new CartOpError(400, 'invalidBody', 'product.code is required', 'product.code');
  }
  const product = findProduct(productCode);
  if (!product) {
    throw new CartOpError(400, 'unknownProduct', `Product with code '${productCode}' not found!`);
  }
  if (!product.buyableOnline) {
    throw new CartOpError(
      400,
      'notBuyableOnline',
      `Product ${product.code} cannot be bought online`,
      product.code,
      'product',
    );
  }
  const restriction = restrictionFor(product, ownerOf(cart));
  if (restriction) {
    throw new CartOpError(400, restriction.reason, restriction.message, product.code, 'product');
  }
  const details = checkedTrainingDetails(cart, product, trainingDetails, site);
  const existing = cart.entries.find((e) => e.product.code === product.code)?.quantity ?? 0;
  const result = setQuantity(cart, product, existing + (quantity ?? 1));
  const entry = cart.entries.find((e) => e.product.code === product.code);
  if (details && entry) {
    // The latest details win (a training is one entry per cart): what is ordered changed.
    entry.trainingDetails = details;
    if (result.quantityAdded === 0) newVersion(cart);
  }
  return result;
}

export function setTrainingDetails(
  cart: StoredCart,
  entryNumber: string,
  body: unknown,
  site: BaseSite,
): ModificationResult {
  const entry = entryAt(cart, entryNumber);
  const details = checkedTrainingDetails(cart, entry.product, body ?? null, site);
  entry.trainingDetails = details;
  newVersion(cart);
  touch(cart);
  return {
    statusCode: 'success',
    quantityAdded: 0,
    quantity: entry.quantity,
    productCode: entry.product.code,
  };
}

/**
 * SAP's B2B multi-entry add (`{ orderEntries }`): a refused line stops there and the lines before
 * stay (nothing undone: the client undoes them, src/api/cart/partial-add-undo.ts).
 */
export function addEntries(
  cart: StoredCart,
  lines: unknown,
  site: BaseSite = DEFAULT_BASE_SITE,
): ModificationResult[] {
  if (!Array.isArray(lines) || lines.length === 0) {
    throw new CartOpError(
      400,
      'invalidBody',
      'orderEntries must be a non-empty list',
      'orderEntries',
    );
  }
  return lines.map((line: unknown) =>
    addEntry(
      cart,
      bodyValue(line, 'product', 'code'),
      bodyValue(line, 'quantity'),
      bodyValue(line, 'trainingDetails'),
      site,
    ),
  );
}

function bodyValue(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function entryAt(cart: StoredCart, entryNumber: string): StoredEntry {
  const index = /^\d+$/.test(entryNumber) ? Number(entryNumber) : -1;
  const entry = cart.entries[index];
  if (!entry) {
    throw new CartOpError(400, 'entryNotFound', 'Entry not found', entryNumber, 'entry');
  }
  return entry;
}

/** PATCH entries/{n}: the new quantity (0 removes). The qualification rules were checked on add. */
export function updateEntry(
  cart: StoredCart,
  entryNumber: string,
  quantity: unknown,
): ModificationResult {
  const entry = entryAt(cart, entryNumber);
  if (!isQuantity(quantity, 0)) {
    throw new CartOpError(
      400,
      'invalidQuantity',
      'Quantity must be a whole number, 0 or more',
      'quantity',
    );
  }
  if (quantity === 0) {
    const before = entry.quantity;
    removeEntry(cart, entryNumber);
    return {
      statusCode: 'success',
      quantityAdded: -before,
      quantity: 0,
      productCode: entry.product.code,
    };
  }
  return setQuantity(cart, entry.product, quantity);
}

export function removeEntry(cart: StoredCart, entryNumber: string): void {
  const entry = entryAt(cart, entryNumber);
  cart.entries = cart.entries.filter((e) => e !== entry);
  cart.stockNotices.delete(entry.product.code);
  newVersion(cart);
  touch(cart);
}
