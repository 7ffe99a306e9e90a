import type { QuickOrderRows } from '../../core/flags/flag-defaults';
import type { AccountType } from './aimsweb';
import type { CartMessage } from './cart.messages';
import { classifyEntry, normalizeEntry, type EntryKind } from './isbn';
import { canBuy, type ProductQualificationLevel, type QualificationLevel } from './qualification';
import { checkQuantity } from './quantity-check';

// The quick order form: rows of ISBN or product code plus quantity, validated together because
// duplicates and the product limit depend on other rows. It runs on every keystroke: one pass.

/** Spec section 9: the most products a quick order holds, whatever the rows flag says. */
export const MAX_QUICK_ORDER_PRODUCTS = 25;
/** Rows shown when the quick-order-rows flag is empty (its production default). Our choice. */
export const DEFAULT_QUICK_ORDER_ROWS = 5;

/** A product as the cart rules need it; the cart API's product fits structurally. */
export interface ProductSummary {
  code: string;
  isbn13?: string;
  name: string;
  programName: string;
  qualificationLevel: ProductQualificationLevel;
  buyableOnline: boolean;
  /** Missing: 1. */
  minOrderQuantity?: number;
  /** Missing: no maximum. */
  maxOrderQuantity?: number;
  aimsweb: boolean;
  digital: boolean;
  /** An online training: only a signed-in shopper may add one (spec section 6). */
  training?: boolean | undefined;
}

export type QuickOrderProduct = Pick<
  ProductSummary,
  | 'code'
  | 'qualificationLevel'
  | 'buyableOnline'
  | 'minOrderQuantity'
  | 'maxOrderQuantity'
  | 'aimsweb'
  | 'training'
>;

/** One row as the shopper typed it. `quantity` is the input's value (a string) or a number. */
export interface QuickOrderRow {
  id: string;
  entry: string;
  quantity: string | number;
}

export type ProductLookup<P> =
  | { status: 'pending' }
  | { status: 'found'; product: P }
  | { status: 'notFound' }
  | { status: 'failed' };

/** Lookups by normalised entry: a Map, or a function such as a query cache read. */
export type LookupSource<P> =
  ReadonlyMap<string, ProductLookup<P>> | ((key: string) => ProductLookup<P> | undefined);

/** A signed-in shopper (the cart's `user` fits); `undefined` in its place is a visitor. */
export interface Shopper {
  /** Missing: no qualification level on file. */
  qualificationLevel?: QualificationLevel | undefined;
  /** Missing: no account chosen yet (checked before checkout). */
  accountType?: AccountType | undefined;
}

export interface ValidateRowsOptions<P> {
  lookups: LookupSource<P>;
  maxProducts?: number;
  user: Shopper | undefined;
}

export type RowErrorCode =
  | 'tooManyProducts'
  | 'duplicate'
  | 'unknown'
  | 'lookupFailed'
  | 'notBuyableOnline'
  | 'trainingNeedsLogin'
  | 'aimswebOrganisationOnly'
  | 'insufficientQualification'
  | 'quantityRequired'
  | 'quantityNotPositive'
  | 'belowMinimum'
  | 'aboveMaximum';

interface RowBase {
  id: string;
  index: number;
}
export interface EmptyRowResult extends RowBase {
  status: 'empty';
}
interface EntryRowBase extends RowBase {
  key: string;
  kind: EntryKind;
}
export interface PendingRowResult extends EntryRowBase {
  status: 'pending';
}
export interface OkRowResult<P> extends EntryRowBase {
  status: 'ok';
  product: P;
  quantity: number;
  /** Anonymous visitor: the qualification level is checked once the buyer is known. */
  qualificationCheckedLater: boolean;
  /** aimswebPlus product while the account type is unknown: checked before checkout. */
  accountTypeCheckedLater: boolean;
  notices: CartMessage[];
}
export interface ErrorRowResult<P> extends EntryRowBase {
  status: 'error';
  error: RowErrorCode;
  field: 'entry' | 'quantity';
  message: CartMessage;
  /** The product, when the lookup found one (so the row can still show its name). */
  product?: P | undefined;
}
export type RowResult<P> = EmptyRowResult | PendingRowResult | OkRowResult<P> | ErrorRowResult<P>;

function lookupReader<P>(lookups: LookupSource<P>): (key: string) => ProductLookup<P> | undefined {
  return typeof lookups === 'function' ? lookups : (key) => lookups.get(key);
}

/** An error row; built as one literal (no spreads), so every error row has the same shape. */
function errorRow<P>(
  base: EntryRowBase,
  error: RowErrorCode,
  field: 'entry' | 'quantity',
  message: CartMessage,
  product: P | undefined,
): ErrorRowResult<P> {
  const { id, index, key, kind } = base;
  return { id, index, key, kind, status: 'error', error, field, message, product };
}

function rowResult<P extends QuickOrderProduct>(
  base: EntryRowBase,
  row: QuickOrderRow,
  product: P,
  user: Shopper | undefined,
): RowResult<P> {
  if (!product.buyableOnline) {
    return errorRow(base, 'notBuyableOnline', 'entry', NOT_BUYABLE, product);
  }
  // Spec section 6: a signed-in shopper's training goes in; the cart page asks for its dates later.
  if (!user && product.training) {
    return errorRow(base, 'trainingNeedsLogin', 'entry', TRAINING_NEEDS_LOGIN, product);
  }
  if (user && product.aimsweb && user.accountType === 'PERSONAL') {
    return errorRow(base, 'aimswebOrganisationOnly', 'entry', AIMSWEB_ORG_ONLY, product);
  }
  const needed = product.qualificationLevel;
  if (user && !canBuy(user.qualificationLevel, needed)) {
    const have = user.qualificationLevel;
    const message: CartMessage =
      have === undefined
        ? { key: 'qualification.none', params: { needed } }
        : { key: 'qualification.insufficient', params: { needed, have } };
    return errorRow(base, 'insufficientQualification', 'entry', message, product);
  }
  const quantity = checkQuantity(row.quantity, product);
  if (!quantity.ok) return errorRow(base, quantity.error, 'quantity', quantity.message, product);

  const qualificationCheckedLater = user === undefined;
  const accountTypeCheckedLater = product.aimsweb && user?.accountType === undefined;
  const notices: CartMessage[] = [];
  if (qualificationCheckedLater) {
    notices.push({ key: 'qualification.checkedLater', params: { needed } });
  }
  if (accountTypeCheckedLater) notices.push(AIMSWEB_CHECKED_LATER);
  const { id, index, key, kind } = base;
  return {
    id,
    index,
    key,
    kind,
    status: 'ok',
    product,
    quantity: quantity.quantity,
    qualificationCheckedLater,
    accountTypeCheckedLater,
    notices,
  };
}

// Shared and frozen, so a widget cannot change one row's message through another's.
const DUPLICATE: CartMessage = Object.freeze({ key: 'quickOrder.duplicate' });
const UNKNOWN: CartMessage = Object.freeze({ key: 'quickOrder.unknown' });
const LOOKUP_FAILED: CartMessage = Object.freeze({ key: 'quickOrder.lookupFailed' });
const NOT_BUYABLE: CartMessage = Object.freeze({ key: 'quickOrder.notBuyableOnline' });
const TRAINING_NEEDS_LOGIN: CartMessage = Object.freeze({ key: 'onlineTraining.signInToAdd' });
const AIMSWEB_ORG_ONLY: CartMessage = Object.freeze({ key: 'aimsweb.organisationOnly' });
const AIMSWEB_CHECKED_LATER: CartMessage = Object.freeze({
  key: 'aimsweb.organisationCheckedLater',
});

/** Per row the first failing check wins; a row without an entry is empty whatever its quantity. */
export function validateRows<P extends QuickOrderProduct>(
  rows: readonly QuickOrderRow[],
  { lookups, maxProducts = MAX_QUICK_ORDER_PRODUCTS, user }: ValidateRowsOptions<P>,
): RowResult<P>[] {
  const read = lookupReader(lookups);
  const seenKeys = new Set<string>();
  const seenProducts = new Set<string>();
  const results: RowResult<P>[] = [];
  let products = 0;

  for (const [index, row] of rows.entries()) {
    const base = entryBase(row, index);
    if (base === undefined) {
      results.push({ id: row.id, index, status: 'empty' });
      continue;
    }
    const { key, kind } = base;
    products += 1;
    if (products > maxProducts) {
      const message: CartMessage = {
        key: 'quickOrder.tooManyProducts',
        params: { max: maxProducts },
      };
      results.push(errorRow<P>(base, 'tooManyProducts', 'entry', message, undefined));
      continue;
    }
    if (seenKeys.has(key)) {
      results.push(errorRow<P>(base, 'duplicate', 'entry', DUPLICATE, undefined));
      continue;
    }
    seenKeys.add(key);
    if (kind === 'invalid') {
      results.push(errorRow<P>(base, 'unknown', 'entry', UNKNOWN, undefined));
      continue;
    }
    const lookup = read(key);
    if (lookup === undefined || lookup.status === 'pending') {
      results.push({ id: row.id, index, key, kind, status: 'pending' });
    } else if (lookup.status === 'failed') {
      results.push(errorRow<P>(base, 'lookupFailed', 'entry', LOOKUP_FAILED, undefined));
    } else if (lookup.status === 'notFound') {
      results.push(errorRow<P>(base, 'unknown', 'entry', UNKNOWN, undefined));
    } else if (seenProducts.has(lookup.product.code)) {
      results.push(errorRow(base, 'duplicate', 'entry', DUPLICATE, lookup.product));
    } else {
      seenProducts.add(lookup.product.code);
      results.push(rowResult(base, row, lookup.product, user));
    }
  }
  return results;
}

function entryBase(row: QuickOrderRow, index: number): EntryRowBase | undefined {
  const { value, kind } = classifyEntry(row.entry);
  return kind === 'empty' ? undefined : { id: row.id, index, key: value, kind };
}

/** Non-empty, well-formed, each once, in row order. */
export function lookupKeys(rows: readonly Pick<QuickOrderRow, 'entry'>[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    const { value, kind } = classifyEntry(row.entry);
    if (kind === 'isbn13' || kind === 'productCode') keys.add(value);
  }
  return [...keys];
}

export interface RowsSummary {
  ok: number;
  pending: number;
  errors: number;
  empty: number;
  /** At least one ok row, none pending, none in error: "add all to cart" may run. */
  canAdd: boolean;
}

export function summarizeRows(results: readonly RowResult<unknown>[]): RowsSummary {
  const summary = { ok: 0, pending: 0, errors: 0, empty: 0 };
  for (const result of results) {
    if (result.status === 'ok') summary.ok += 1;
    else if (result.status === 'pending') summary.pending += 1;
    else if (result.status === 'error') summary.errors += 1;
    else summary.empty += 1;
  }
  return { ...summary, canAdd: summary.ok > 0 && summary.pending === 0 && summary.errors === 0 };
}

export function linesToAdd<P extends { code: string }>(
  results: readonly RowResult<P>[],
): { code: string; quantity: number }[] {
  const lines: { code: string; quantity: number }[] = [];
  for (const result of results) {
    if (result.status === 'ok')
      lines.push({ code: result.product.code, quantity: result.quantity });
  }
  return lines;
}

export interface RowLimits {
  initialRows: number;
  /** Rows the shopper may add up to; never above MAX_QUICK_ORDER_PRODUCTS. */
  maxRows: number;
}

function wholeOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;
}

/** Clamped to 1…MAX_QUICK_ORDER_PRODUCTS; a malformed field falls back alone. */
export function rowCount(flag: QuickOrderRows | null | undefined): RowLimits {
  const maxRows = Math.min(
    MAX_QUICK_ORDER_PRODUCTS,
    Math.max(1, wholeOr(flag?.max, MAX_QUICK_ORDER_PRODUCTS)),
  );
  const initialRows = Math.min(maxRows, Math.max(1, wholeOr(flag?.min, DEFAULT_QUICK_ORDER_ROWS)));
  return { initialRows, maxRows };
}

export function canAddRow(rows: number, limits: RowLimits): boolean {
  return rows < limits.maxRows;
}

/** Whether another product may be entered: fewer than `maxProducts` rows hold an entry. */
export function canAddProduct(
  rows: readonly Pick<QuickOrderRow, 'entry'>[],
  maxProducts = MAX_QUICK_ORDER_PRODUCTS,
): boolean {
  let products = 0;
  for (const row of rows) if (normalizeEntry(row.entry) !== '') products += 1;
  return products < maxProducts;
}
