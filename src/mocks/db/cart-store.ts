/**
 * In-memory carts of the fake backend: users' carts by code, anonymous ones by guid. Prices and
 * totals are computed on every read, so nothing derived goes stale. Spec sections 4-6 and 9;
 * where the spec is silent, SAP Commerce OCC v2 behaviour.
 */
import type { StockNotice } from '../../api/cart/cart.schema';
import type { TrainingDetailsWire } from '../../api/cart/training-details.schema';
import type { BaseSite } from '../../core/locale/locales';
import { CartOpError } from './cart-errors';
import { findProduct } from './products';
import { SEED_CARTS } from './seed-carts';
import type { SeedProduct } from './seed-products';
import { SEED_USERS, type SeedUser } from './seed-users';

export interface StoredEntry {
  product: SeedProduct;
  quantity: number;
  trainingDetails?: TrainingDetailsWire | undefined;
}

export interface StoredCart {
  code: string;
  guid: string;
  ownerId: string;
  entries: StoredEntry[];
  vouchers: string[];
  /** The latest stock reduction per product code. */
  stockNotices: Map<string, StockNotice>;
  name?: string | undefined;
  description?: string | undefined;
  saveTime?: string | undefined;
  /** Logical clock of the last change: a user's `current` cart is their latest unsaved one. */
  touchedAt: number;
  /**
   * Changes with what is ordered (not with promotion codes) and withdraws the terms. OCC sends no
   * version. One counter per owner, so one cart's version never matches another's.
   */
  version: number;
  /** The quote this cart was made from: its unit prices hold until the order. */
  quote?: { code: string; site: BaseSite; basePrices: ReadonlyMap<string, number> } | undefined;
}

export const ANONYMOUS = 'anonymous';

let carts = new Map<string, StoredCart>();
let nextCode = 1001;
let clock = 0;
let versionClocks = new Map<string, number>();

export function touch(cart: StoredCart): void {
  clock += 1;
  cart.touchedAt = clock;
}

export function newVersion(cart: StoredCart): void {
  const next = (versionClocks.get(cart.ownerId) ?? 0) + 1;
  versionClocks.set(cart.ownerId, next);
  cart.version = next;
}

export function ownerOf(cart: StoredCart): SeedUser | undefined {
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
  return new CartOpError(400, 'cartNotFound', 'Cart not found.', cartId, 'cart');
}

function currentCartOf(ownerId: string): StoredCart | undefined {
  let latest: StoredCart | undefined;
  for (const cart of carts.values()) {
    if (cart.ownerId !== ownerId || cart.saveTime) continue;
    if (!latest || cart.touchedAt > latest.touchedAt) latest = cart;
  }
  return latest;
}

/** A cart of this owner (guid, code or `current`); someone else's is "not found", as in OCC. */
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

export function storedCarts(): StoredCart[] {
  return [...carts.values()];
}

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
