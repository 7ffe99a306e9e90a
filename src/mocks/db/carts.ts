/**
 * In-memory carts of the fake commerce backend: one store for signed-in shoppers' carts (by code)
 * and anonymous carts (by guid), saved carts, applied promotion codes, and each cart's version
 * (what the checkout compares; idempotent retries are in idempotency.ts). Prices, discounts and totals are computed on every read for the request's
 * base site, so nothing derived is ever stale. The rules are those of spec sections 4-6 and 9;
 * where the spec is silent, SAP Commerce OCC v2 behaviour.
 */
import {
  SAVED_CART_DESCRIPTION_MAX,
  SAVED_CART_NAME_MAX,
  SAVED_CART_NAME_PATTERN,
} from '../../rules/cart/save-cart';
import {
  CART_ERRORS,
  type AppliedVoucher,
  type Cart,
  type CartEntry,
  type CartErrorKey,
  type CartModification,
  type CartModificationStatus,
  type StockNotice,
} from '../../api/cart/cart.schema';
import {
  PRODUCT_SEARCH_MAX_RESULTS,
  type Price,
  type Product,
  type ProductSearchResult,
  type ProductSummary,
  type PurchaseRestriction,
} from '../../api/products/product.schema';
import {
  BASE_SITE_BY_LOCALE,
  CURRENCY_BY_BASE_SITE,
  type BaseSite,
} from '../../core/locale/locales';
import { SEED_CARTS } from './seed-carts';
import { productImages } from './product-images';
import { SEED_PRODUCTS, type SeedProduct } from './seed-products';
import { findVoucher, orgDiscountOf, windowState, type SeedVoucher } from './seed-promotions';
import { SEED_USERS, type SeedUser } from './seed-users';
import { OpError } from './error-body';
import { checkTrainingDetails } from './training-entries';
import type { TrainingDetailsWire } from '../../api/cart/training-details.schema';
import { qualificationLevelOfUser } from './qualifications';

// ---------------------------------------------------------------------------------------------
// Errors

/** A refusal with the OCC error it maps to; the handlers turn it into `{ errors: [...] }`. */
export class CartOpError extends OpError {
  override readonly name = 'CartOpError';
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly key: CartErrorKey,
    message: string,
    override readonly subject?: string,
    override readonly subjectType?: string,
  ) {
    super(message);
  }

  protected get code() {
    return CART_ERRORS[this.key];
  }
}

// ---------------------------------------------------------------------------------------------
// Request context: base site, language, signed-in user

export const DEFAULT_BASE_SITE: BaseSite = 'usassessments';
const BASE_SITES = new Set<string>(Object.values(BASE_SITE_BY_LOCALE));

export function isBaseSite(value: string): value is BaseSite {
  return BASE_SITES.has(value);
}

/** Number formatting locale per base site (a `lang` query picks another language of the site). */
const NUMBER_LOCALE_BY_BASE_SITE: Record<BaseSite, string> = {
  usassessments: 'en-US',
  caassessments: 'en-CA',
  ukassessments: 'en-GB',
  auassessments: 'en-AU',
  nzassessments: 'en-NZ',
  asiaassessments: 'en-US',
  sgassessments: 'en-SG',
  nlassessments: 'nl-NL',
  esassessments: 'es-ES',
};

export interface PricingContext {
  site: BaseSite;
  /** Language for formatted values (`en`, `fr`, `nl`, `es`); the site's own when absent. */
  lang?: string | undefined;
}

/** The request's base site: `X-Site-Id`, else a `baseSiteId` query, else usassessments. */
export function pricingContextOf(request: Request): PricingContext {
  const url = new URL(request.url);
  const site =
    request.headers.get('X-Site-Id') ?? url.searchParams.get('baseSiteId') ?? DEFAULT_BASE_SITE;
  if (!isBaseSite(site)) {
    throw new CartOpError(400, 'unknownBaseSite', `Base site ${site} doesn't exist`, site);
  }
  return { site, lang: url.searchParams.get('lang') ?? undefined };
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

function numberLocale({ site, lang }: PricingContext): string {
  const own = NUMBER_LOCALE_BY_BASE_SITE[site];
  if (!lang || !/^[a-z]{2}$/.test(lang)) return own;
  return `${lang}-${own.split('-')[1] ?? 'US'}`;
}

/**
 * One formatter per locale and currency: building an Intl.NumberFormat costs far more than using
 * one, and a cart prices every line, total and tax on each read. `undefined` when the locale is
 * unknown to Intl.
 */
const currencyFormats = new Map<string, Intl.NumberFormat | undefined>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat | undefined {
  const key = `${locale}|${currency}`;
  if (!currencyFormats.has(key)) {
    let format: Intl.NumberFormat | undefined;
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = undefined;
    }
    currencyFormats.set(key, format);
  }
  return currencyFormats.get(key);
}

export function priceOf(value: number, context: PricingContext): Price {
  const currencyIso = CURRENCY_BY_BASE_SITE[context.site];
  const rounded = round2(value);
  const format = currencyFormat(numberLocale(context), currencyIso);
  const formattedValue = format ? format.format(rounded) : `${currencyIso} ${rounded.toFixed(2)}`;
  return { value: rounded, currencyIso, formattedValue };
}

// ---------------------------------------------------------------------------------------------
// Products

/** Every kind of white space, soft hyphen, hyphens and dashes, minus sign, hyphen-minus. */
const CODE_SEPARATORS = /[\s\u00AD\u2010-\u2015\u2212-]+/g;

/** A typed code or ISBN as the catalogue stores it: "978-0-15 897987-8" → "9780158979878". */
export function normalizeProductCode(input: string): string {
  return input.replace(CODE_SEPARATORS, '').toUpperCase();
}

export function findProduct(codeOrIsbn: string): SeedProduct | undefined {
  const wanted = normalizeProductCode(codeOrIsbn);
  if (!wanted) return undefined;
  return SEED_PRODUCTS.find((p) => p.code.toUpperCase() === wanted || p.isbn13 === wanted);
}

/** Why `user` may not buy `product` (spec section 6); undefined when they may, or nobody is known. */
export function restrictionFor(
  product: SeedProduct,
  user: SeedUser | undefined,
): PurchaseRestriction | undefined {
  if (!user) return undefined;
  // The shopper's level as their qualifications make it today (src/mocks/db/qualifications.ts).
  const level = qualificationLevelOfUser(user.id);
  if (!level.includes(product.qualificationLevel)) {
    return {
      reason: 'qualificationLevel',
      message: `Qualification level ${level} cannot buy level ${product.qualificationLevel} products`,
    };
  }
  if (product.aimsweb && user.accountType !== 'ORGANIZATION') {
    return {
      reason: 'accountType',
      message: 'Only organisation accounts can buy aimswebPlus products',
    };
  }
  return undefined;
}

export function productSummary(product: SeedProduct): ProductSummary {
  return {
    code: product.code,
    isbn13: product.isbn13,
    name: product.name,
    programName: product.program,
    qualificationLevel: product.qualificationLevel,
    aimsweb: product.aimsweb,
    ...(product.qglobal ? { qglobal: true } : {}),
    ...(product.training ? { training: true } : {}),
    digital: product.digital,
    images: productImages(product),
    ...(product.thirdPartyPublisher
      ? { thirdPartyProgram: { publisher: product.thirdPartyPublisher } }
      : {}),
    buyableOnline: product.buyableOnline,
    minOrderQuantity: product.minOrderQuantity,
    maxOrderQuantity: product.maxOrderQuantity,
  };
}

/** Stock at or under this level reads as `lowStock`. */
const LOW_STOCK_LEVEL = 5;

export function renderProduct(
  product: SeedProduct,
  context: PricingContext,
  user?: SeedUser,
): Product {
  const restriction = restrictionFor(product, user);
  return {
    ...productSummary(product),
    format: product.format,
    discountable: product.discountable,
    price: priceOf(product.prices[context.site], context),
    stock: {
      stockLevelStatus:
        product.stock === 0
          ? 'outOfStock'
          : product.stock <= LOW_STOCK_LEVEL
            ? 'lowStock'
            : 'inStock',
      stockLevel: product.stock,
    },
    ...(restriction ? { restriction } : {}),
  };
}

/** Code, ISBN (hyphens and spaces ignored) or name contains the query; at most 20 results. */
export function searchProducts(
  query: string,
  context: PricingContext,
  user?: SeedUser,
  pageSize: number = PRODUCT_SEARCH_MAX_RESULTS,
): ProductSearchResult {
  const text = query.trim().toLowerCase();
  const code = normalizeProductCode(query);
  const matches = text
    ? SEED_PRODUCTS.filter(
        (p) =>
          (code.length > 0 && (p.code.toUpperCase().includes(code) || p.isbn13.includes(code))) ||
          p.name.toLowerCase().includes(text),
      )
    : [];
  const size = Math.max(1, Math.min(pageSize, PRODUCT_SEARCH_MAX_RESULTS));
  return {
    freeTextSearch: query,
    products: matches.slice(0, size).map((p) => renderProduct(p, context, user)),
    pagination: {
      currentPage: 0,
      pageSize: size,
      totalPages: Math.ceil(matches.length / size),
      totalResults: matches.length,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Stored carts

interface StoredEntry {
  product: SeedProduct;
  quantity: number;
  /** An online training's details, once the shopper gave them (training-entries.ts checks them). */
  trainingDetails?: TrainingDetailsWire | undefined;
}

export interface StoredCart {
  code: string;
  guid: string;
  /** `anonymous` or a seeded user id. */
  ownerId: string;
  entries: StoredEntry[];
  /** Applied promotion codes, in the order applied. */
  vouchers: string[];
  /** The latest stock reduction per product code. */
  stockNotices: Map<string, StockNotice>;
  name?: string | undefined;
  description?: string | undefined;
  saveTime?: string | undefined;
  /** Logical clock of the last change: a user's `current` cart is their latest unsaved one. */
  touchedAt: number;
  /**
   * What is ordered, as the checkout compares it (`cartVersion`, src/api/checkout/checkout.schema.ts):
   * it changes when an entry is added, removed or its quantity changes, on a merge into the cart
   * and on a restore; promotion codes leave it alone. The numbers come from one counter per owner
   * (a new shopper's first cart starts at 1), so a version seen on one of the shopper's carts never
   * matches another of them: a checkout opened on a cart that was then saved, merged away or
   * replaced by a restored one is refused (409), never applied to the cart that took its place.
   */
  version: number;
  /**
   * The quote this cart was made from (POST …/quotes/{code}/cart): its unit prices hold in its
   * site until the order, which marks the quote ordered (quote-cart.ts).
   */
  quote?: { code: string; site: BaseSite; basePrices: ReadonlyMap<string, number> } | undefined;
}

export const ANONYMOUS = 'anonymous';

let carts = new Map<string, StoredCart>();
let nextCode = 1001;
let clock = 0;
/** The last version number given to each owner's carts. */
let versionClocks = new Map<string, number>();

function touch(cart: StoredCart): void {
  clock += 1;
  cart.touchedAt = clock;
}

/** What the cart orders changed: its owner's next version number. */
function newVersion(cart: StoredCart): void {
  const next = (versionClocks.get(cart.ownerId) ?? 0) + 1;
  versionClocks.set(cart.ownerId, next);
  cart.version = next;
}

function ownerOf(cart: StoredCart): SeedUser | undefined {
  return cart.ownerId === ANONYMOUS ? undefined : SEED_USERS.find((u) => u.id === cart.ownerId);
}

export function createCart(ownerId: string): StoredCart {
  const cart: StoredCart = {
    code: String(nextCode++).padStart(8, '0'),
    guid: crypto.randomUUID(),
    ownerId,
    entries: [],
    vouchers: [],
    stockNotices: new Map(),
    touchedAt: 0,
    version: 0,
  };
  newVersion(cart);
  touch(cart);
  carts.set(cart.code, cart);
  return cart;
}

function cartNotFound(cartId: string): CartOpError {
  return new CartOpError(404, 'cartNotFound', 'Cart not found.', cartId, 'cart');
}

/** The user's latest unsaved cart, if any. */
function currentCartOf(ownerId: string): StoredCart | undefined {
  let latest: StoredCart | undefined;
  for (const cart of carts.values()) {
    if (cart.ownerId !== ownerId || cart.saveTime) continue;
    if (!latest || cart.touchedAt > latest.touchedAt) latest = cart;
  }
  return latest;
}

/**
 * A cart of this owner: anonymous carts by guid; a user's by code or guid, or `current` for their
 * latest unsaved cart. Someone else's cart is "not found", as OCC answers.
 */
export function findCart(ownerId: string, cartId: string): StoredCart {
  if (ownerId !== ANONYMOUS && cartId === 'current') {
    const current = currentCartOf(ownerId);
    if (!current) throw cartNotFound(cartId);
    return current;
  }
  for (const cart of carts.values()) {
    if (cart.ownerId !== ownerId) continue;
    if (cart.guid === cartId || (ownerId !== ANONYMOUS && cart.code === cartId)) return cart;
  }
  throw cartNotFound(cartId);
}

/** A user's carts, latest first; saved ones only when asked (newest saved first). */
export function listCarts(ownerId: string, savedOnly: boolean): StoredCart[] {
  const mine = [...carts.values()].filter(
    (cart) => cart.ownerId === ownerId && (!savedOnly || cart.saveTime),
  );
  return savedOnly
    ? mine.sort(
        (a, b) => (b.saveTime ?? '').localeCompare(a.saveTime ?? '') || b.touchedAt - a.touchedAt,
      )
    : mine.sort((a, b) => b.touchedAt - a.touchedAt);
}

export function deleteCart(cart: StoredCart): void {
  carts.delete(cart.code);
}

// ---------------------------------------------------------------------------------------------
// Entries

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

/**
 * Sets an entry's quantity within the product's limits: under the minimum is refused; over the
 * maximum is capped (`maxOrderQuantityExceeded`); over the stock is reduced with a stock notice
 * (`lowStock`, or `noStock` when nothing is left and the entry goes away).
 */
function setQuantity(
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
    // The entry keeps what else it holds (an online training's details).
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

/**
 * An online training needs a signed-in owner (spec section 6) and, when given, details the rules
 * accept (the request's site's "today"); undefined details are fine: they may follow (PUT
 * entries/{n}/training), and the cart waits for them before checkout.
 */
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
    throw new CartOpError(
      400,
      'unknownProduct',
      `Product with code '${productCode}' not found`,
      productCode,
      'product',
    );
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

/** PUT entries/{n}/training: an online training entry's details, new or edited. */
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
 * POST entries with `{ orderEntries: [...] }` (OCC's multi-entry add, as the B2B org-user cart
 * has it): every line or none. A line that is refused undoes the lines before it, and the error
 * names that line's product.
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
  const entries = cart.entries.map((entry) => ({ ...entry }));
  const notices = new Map(cart.stockNotices);
  const { touchedAt, version } = cart;
  try {
    return lines.map((line: unknown) =>
      addEntry(
        cart,
        bodyValue(line, 'product', 'code'),
        bodyValue(line, 'quantity'),
        bodyValue(line, 'trainingDetails'),
        site,
      ),
    );
  } catch (error) {
    cart.entries = entries;
    cart.stockNotices = notices;
    cart.touchedAt = touchedAt;
    cart.version = version;
    throw error;
  }
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
    throw new CartOpError(404, 'entryNotFound', 'Entry not found', entryNumber, 'entry');
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

// ---------------------------------------------------------------------------------------------
// Promotion codes

function coversEntry(voucher: SeedVoucher, entry: StoredEntry): boolean {
  return (
    entry.product.discountable &&
    (!voucher.programs || voucher.programs.includes(entry.product.program))
  );
}

/** POST vouchers?voucherId=: each refusal of spec section 8 has its own reason. */
export function applyVoucher(cart: StoredCart, voucherId: unknown): void {
  if (typeof voucherId !== 'string' || voucherId.trim() === '') {
    throw new CartOpError(400, 'invalidBody', 'voucherId is required', 'voucherId');
  }
  const voucher = findVoucher(voucherId);
  if (!voucher) {
    throw new CartOpError(
      400,
      'voucherInvalid',
      `Invalid voucher code: ${voucherId}`,
      voucherId,
      'voucher',
    );
  }
  if (cart.vouchers.includes(voucher.code) || voucher.redeemed) {
    throw new CartOpError(
      400,
      'voucherAlreadyApplied',
      `Voucher ${voucher.code} has already been applied`,
      voucher.code,
      'voucher',
    );
  }
  if (windowState(voucher) !== 'active') {
    throw new CartOpError(
      400,
      'voucherInactive',
      `Voucher ${voucher.code} is not active`,
      voucher.code,
      'voucher',
    );
  }
  if (!cart.entries.some((entry) => coversEntry(voucher, entry))) {
    throw new CartOpError(
      400,
      'voucherNotApplicable',
      `Voucher ${voucher.code} does not apply to the products in this cart`,
      voucher.code,
      'voucher',
    );
  }
  cart.vouchers.push(voucher.code);
  touch(cart);
}

export function removeVoucher(cart: StoredCart, code: string): void {
  const wanted = code.trim().toUpperCase();
  if (!cart.vouchers.includes(wanted)) {
    throw new CartOpError(
      400,
      'voucherNotApplied',
      `Voucher ${code} is not applied to this cart`,
      code,
      'voucher',
    );
  }
  cart.vouchers = cart.vouchers.filter((c) => c !== wanted);
  touch(cart);
}

// ---------------------------------------------------------------------------------------------
// Save, restore, merge

/** PATCH save: spec section 5 (name alphanumeric only, description optional). */
export function saveCart(cart: StoredCart, name: string | null, description: string | null): void {
  const trimmed = (name ?? '').trim();
  if (!trimmed) {
    throw new CartOpError(400, 'saveCartNameMissing', 'Cart name is required', 'saveCartName');
  }
  if (!SAVED_CART_NAME_PATTERN.test(trimmed)) {
    throw new CartOpError(
      400,
      'saveCartNameInvalid',
      'Cart name can only be alpha numeric',
      'saveCartName',
    );
  }
  if (trimmed.length > SAVED_CART_NAME_MAX) {
    throw new CartOpError(
      400,
      'saveCartNameTooLong',
      `Cart name can be no more than ${SAVED_CART_NAME_MAX} characters`,
      'saveCartName',
    );
  }
  if ((description ?? '').trim().length > SAVED_CART_DESCRIPTION_MAX) {
    throw new CartOpError(
      400,
      'saveCartDescriptionTooLong',
      `Cart description can be no more than ${SAVED_CART_DESCRIPTION_MAX} characters`,
      'saveCartDescription',
    );
  }
  cart.name = trimmed;
  cart.description = description?.trim() || undefined;
  cart.saveTime = new Date().toISOString();
  touch(cart);
}

/** PATCH restoresavedcart: the saved cart becomes the user's current cart (it keeps its name). */
export function restoreCart(cart: StoredCart): void {
  if (!cart.saveTime) {
    throw new CartOpError(400, 'cartNotSaved', 'Cart is not a saved cart', cart.code, 'cart');
  }
  cart.saveTime = undefined;
  newVersion(cart);
  touch(cart);
}

/**
 * POST carts for a signed-in user with `oldCartId` (an anonymous cart's guid): with
 * `toMergeCartGuid` its entries and codes move into that cart of the user (quantities of the same
 * product add up, within the limits) and the anonymous cart is gone; without it the anonymous
 * cart becomes the user's current cart. The qualification rules are not applied here: entries the
 * user may not buy stay, marked with a restriction, so the shopper is told before checkout.
 */
export function mergeCarts(
  user: SeedUser,
  oldCartId: string,
  toMergeCartGuid: string | null,
): StoredCart {
  const source = [...carts.values()].find((c) => c.ownerId === ANONYMOUS && c.guid === oldCartId);
  if (!source) {
    throw new CartOpError(
      400,
      'mergeSourceNotFound',
      'Anonymous cart not found',
      oldCartId,
      'cart',
    );
  }
  if (!toMergeCartGuid) {
    source.ownerId = user.id;
    newVersion(source);
    touch(source);
    return source;
  }
  const target = [...carts.values()].find(
    (c) =>
      c.ownerId === user.id &&
      !c.saveTime &&
      (c.guid === toMergeCartGuid || c.code === toMergeCartGuid),
  );
  if (!target) {
    throw new CartOpError(
      400,
      'mergeTargetNotFound',
      'Cart to merge into not found',
      toMergeCartGuid,
      'cart',
    );
  }
  for (const entry of source.entries) {
    const existing =
      target.entries.find((e) => e.product.code === entry.product.code)?.quantity ?? 0;
    const requested = Math.max(existing + entry.quantity, entry.product.minOrderQuantity);
    setQuantity(target, entry.product, requested);
    const merged = target.entries.find((e) => e.product.code === entry.product.code);
    if (merged && !merged.trainingDetails && entry.trainingDetails) {
      merged.trainingDetails = entry.trainingDetails;
    }
  }
  for (const code of source.vouchers)
    if (!target.vouchers.includes(code)) target.vouchers.push(code);
  carts.delete(source.code);
  newVersion(target);
  touch(target);
  return target;
}

/** POST carts with `toMergeCartGuid` alone: that unsaved cart of the user becomes their current one. */
export function makeCurrent(ownerId: string, cartId: string): StoredCart {
  const cart = [...carts.values()].find(
    (c) => c.ownerId === ownerId && !c.saveTime && (c.guid === cartId || c.code === cartId),
  );
  if (!cart) {
    throw new CartOpError(
      400,
      'mergeTargetNotFound',
      'Cart to merge into not found',
      cartId,
      'cart',
    );
  }
  touch(cart);
  return cart;
}

// ---------------------------------------------------------------------------------------------
// Pricing and rendering

interface EntryPricing {
  /** Unit price. */
  base: number;
  /** base × quantity, before discounts. */
  gross: number;
  discount: number;
}

interface CartPricing {
  entries: EntryPricing[];
  voucherValues: Map<string, number>;
  uapStatus?: Cart['uapStatus'];
  uapLabel?: string | undefined;
  orgDiscountStatus?: Cart['orgDiscountStatus'];
  orgDiscountLabel?: string | undefined;
}

function priceCart(cart: StoredCart, site: BaseSite, now: number): CartPricing {
  const entries = cart.entries.map((entry) => {
    const quoted =
      cart.quote?.site === site ? cart.quote.basePrices.get(entry.product.code) : undefined;
    const base = quoted ?? entry.product.prices[site];
    return { base, gross: round2(base * entry.quantity), discount: 0 };
  });
  const pricing: CartPricing = { entries, voucherValues: new Map() };

  // Organisation-level discount of the owner's organisation (spec section 4).
  const owner = ownerOf(cart);
  const org = owner ? orgDiscountOf(owner.id) : undefined;
  if (org) {
    const state = windowState(org, now);
    pricing.orgDiscountLabel = org.label;
    pricing.orgDiscountStatus =
      state === 'active' ? 'OLD_APPLIED' : state === 'ended' ? 'OLD_EXPIRED' : 'OLD_NOT_STARTED';
    if (state === 'active') {
      cart.entries.forEach((entry, i) => {
        const priced = entries[i];
        if (priced && entry.product.discountable)
          priced.discount += round2((priced.gross * org.percent) / 100);
      });
    }
  }

  // Promotion codes: percentage codes on the entries they cover; UAP on the first units only.
  for (const code of cart.vouchers) {
    const voucher = findVoucher(code);
    if (!voucher) continue;
    let value = 0;
    if (voucher.uap) {
      pricing.uapLabel = voucher.uap.label;
      if (
        windowState(
          { startDate: voucher.startDate, endDate: voucher.uap.agreementEndDate },
          now,
        ) !== 'active'
      ) {
        pricing.uapStatus ??= 'UAP_EXPIRED';
        pricing.voucherValues.set(code, 0);
        continue;
      }
      let unitsLeft = voucher.uap.unitLimit;
      let covered = 0;
      cart.entries.forEach((entry, i) => {
        const priced = entries[i];
        if (!priced || !coversEntry(voucher, entry)) return;
        covered += entry.quantity;
        const units = Math.min(entry.quantity, unitsLeft);
        unitsLeft -= units;
        const off = round2((priced.base * units * voucher.percent) / 100);
        priced.discount += off;
        value += off;
      });
      const status = covered > voucher.uap.unitLimit ? 'UAP_LIMIT_REACHED' : 'UAP_APPLIED';
      if (pricing.uapStatus !== 'UAP_LIMIT_REACHED') pricing.uapStatus = status;
    } else {
      cart.entries.forEach((entry, i) => {
        const priced = entries[i];
        if (!priced || !coversEntry(voucher, entry)) return;
        const off = round2((priced.gross * voucher.percent) / 100);
        priced.discount += off;
        value += off;
      });
    }
    pricing.voucherValues.set(code, round2(value));
  }

  for (const priced of entries) priced.discount = Math.min(round2(priced.discount), priced.gross);
  return pricing;
}

/** The wire cart for one request: priced in the request's base site, rules of the owner applied. */
export function renderCart(
  cart: StoredCart,
  context: PricingContext,
  now: number = Date.now(),
): Cart {
  const owner = ownerOf(cart);
  const pricing = priceCart(cart, context.site, now);
  const price = (value: number) => priceOf(value, context);
  const entries: CartEntry[] = cart.entries.map((entry, entryNumber) => {
    const priced = pricing.entries[entryNumber] ?? { base: 0, gross: 0, discount: 0 };
    const restriction = restrictionFor(entry.product, owner);
    return {
      entryNumber,
      product: productSummary(entry.product),
      quantity: entry.quantity,
      basePrice: price(priced.base),
      totalPrice: price(priced.gross),
      totalDiscounts: price(priced.discount),
      notDiscountable: !entry.product.discountable,
      availability: entry.product.estimatedShipDate ?? 'inStock',
      ...(restriction ? { restriction } : {}),
      ...(entry.trainingDetails ? { trainingDetails: entry.trainingDetails } : {}),
    };
  });
  const subTotal = round2(pricing.entries.reduce((sum, e) => sum + e.gross, 0));
  const discounts = round2(pricing.entries.reduce((sum, e) => sum + e.discount, 0));
  const appliedVouchers: AppliedVoucher[] = cart.vouchers.flatMap((code) => {
    const voucher = findVoucher(code);
    if (!voucher) return [];
    return [
      {
        code: voucher.code,
        name: voucher.name,
        description: voucher.description,
        value: voucher.percent,
        appliedValue: price(pricing.voucherValues.get(code) ?? 0),
      },
    ];
  });
  return {
    code: cart.code,
    guid: cart.guid,
    user: owner
      ? {
          uid: owner.id,
          accountType: owner.accountType,
          qualificationLevel: qualificationLevelOfUser(owner.id),
        }
      : { uid: ANONYMOUS },
    entries,
    totalItems: entries.length,
    totalUnitCount: cart.entries.reduce((sum, e) => sum + e.quantity, 0),
    subTotal: price(subTotal),
    totalDiscounts: price(discounts),
    totalPrice: price(subTotal - discounts),
    appliedVouchers,
    ...(pricing.uapStatus ? { uapStatus: pricing.uapStatus } : {}),
    ...(pricing.uapLabel ? { uapLabel: pricing.uapLabel } : {}),
    ...(pricing.orgDiscountStatus ? { orgDiscountStatus: pricing.orgDiscountStatus } : {}),
    ...(pricing.orgDiscountLabel ? { orgDiscountLabel: pricing.orgDiscountLabel } : {}),
    stockNotices: [...cart.stockNotices.values()],
    ...(cart.name !== undefined ? { name: cart.name } : {}),
    ...(cart.description !== undefined ? { description: cart.description } : {}),
    ...(cart.saveTime !== undefined ? { saveTime: cart.saveTime } : {}),
  };
}

export function renderModification(
  cart: StoredCart,
  result: ModificationResult,
  context: PricingContext,
): CartModification {
  const entry = renderCart(cart, context).entries.find(
    (e) => e.product.code === result.productCode,
  );
  return {
    statusCode: result.statusCode,
    ...(result.statusMessage ? { statusMessage: result.statusMessage } : {}),
    quantityAdded: result.quantityAdded,
    quantity: result.quantity,
    ...(entry ? { entry } : {}),
  };
}

/** The seeded carts (src/mocks/db/seed-carts.ts), oldest changes first. */
function seedCarts(): void {
  for (const seed of SEED_CARTS) {
    const cart = createCart(seed.ownerId);
    cart.entries = seed.lines.map(({ code, quantity }) => {
      const product = findProduct(code);
      if (!product) throw new Error(`seed cart: no product ${code}`);
      return { product, quantity };
    });
    if (seed.saved) {
      cart.name = seed.saved.name;
      cart.description = seed.saved.description;
      cart.saveTime = seed.saved.saveTime;
    }
  }
}

/** Back to the seeded carts (called by resetMockState). */
export function resetCarts(): void {
  carts = new Map();
  nextCode = 1001;
  clock = 0;
  versionClocks = new Map();
  seedCarts();
}

// The first test or page before any reset sees the seeded carts too.
resetCarts();
