import { addEntries, type CartLine } from '../../api/cart/cart-mutations';
import { cartOwner } from '../../api/cart/cart-owner';
import { isCartError, type CartModification, type CartUser } from '../../api/cart/cart.schema';
import { cartQueryOptions } from '../../api/cart/get-cart';
import { isApiError } from '../../api/http/api-error';
import { productQueryOptions } from '../../api/products/get-product';
import type { Product } from '../../api/products/product.schema';
import { startSessionWhenNeeded } from '../../auth/session/session-on-demand';
import type {
  StoreActionError as StoreActionErrorShape,
  StoreAddedLine,
  StoreAddLine,
} from '../../core/actions/store-actions';
import type { Core } from '../../core/core';
import { translator } from '../../core/i18n/messages';
import { cartMessages, type CartMessage } from '../../rules/cart/cart.messages';
import { classifyEntry } from '../../rules/cart/isbn';
import {
  lookupKeys,
  validateRows,
  type ProductLookup,
  type RowErrorCode,
} from '../../rules/cart/quick-order-rows';
import { addLinesMessages } from './add-lines.messages';
import { platformRestriction } from './platform-restriction';
import { stockNotice } from './stock-notice';
import { prefetchCartAnalytics, trackAdded } from './lazy-cart-analytics';
import { announceCartChange } from './cart-sync';
import { cartFailureCode, startCartOperation } from './cart-operation';
import { entriesOfModifications, type CartUpdatedEntry } from './cart-updated';

// Adding lines for a script or a plain button, with no form: quick order's rules (validateRows,
// the platform's restrictions for the shopper), its cart write (addEntries), add-to-cart's words.

/** One line to add (the public actions' type). */
export type AddLineInput = StoreAddLine;
/** What one line added (the public actions' type). */
export type AddedLine = StoreAddedLine;

/** A row rule's refusal, or the whole call's. */
export type AddLinesErrorCode = RowErrorCode | 'noLines' | 'refused' | 'failed';

/** A refused or failed action (its public type: StoreActionError in src/core/actions). */
export class StoreActionError extends Error implements StoreActionErrorShape {
  override name = 'StoreActionError' as const;
  readonly code: string;
  /** The line (0-based) the refusal is about, when it is about one. */
  readonly line: number | undefined;
  constructor(code: string, message: string, line?: number) {
    super(message);
    this.code = code;
    this.line = line;
  }
}

/** The session is known (signed in or not): started if no widget started it. */
export function sessionSettled(core: Core): Promise<void> {
  if (core.store.session.loading) startSessionWhenNeeded(core);
  // Without a session to check, loading ends at once, inside the call above.
  if (!core.store.session.loading) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = core.watch.subscribe(core.store.session, () => {
      if (core.store.session.loading) return;
      stop();
      resolve();
    });
  });
}

/** A script's quantity as the quick order's field holds it: another type reads as no number. */
function quantityOf(value: unknown): number | string {
  if (value === undefined) return 1;
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

/** The started event's quantity: as asked, 1 when none (a minimum may raise it), 0 if unreadable. */
function askedQuantity(value: unknown): number {
  const quantity = quantityOf(value);
  const number = typeof quantity === 'number' ? quantity : Number(quantity.trim() || NaN);
  return Number.isFinite(number) ? number : 0;
}

function lookupOf(
  result: PromiseSettledResult<Product | null> | undefined,
): ProductLookup<Product> {
  if (result?.status !== 'fulfilled') return { status: 'failed' };
  return result.value ? { status: 'found', product: result.value } : { status: 'notFound' };
}

/** Platform refusals a retry would get again, as the row rules' codes. */
const PLATFORM_REFUSALS = [
  ['unknownProduct', 'unknown', { key: 'quickOrder.unknown' }],
  ['notBuyableOnline', 'notBuyableOnline', { key: 'quickOrder.notBuyableOnline' }],
  ['accountType', 'aimswebOrganisationOnly', { key: 'aimsweb.organisationOnly' }],
  ['invalidQuantity', 'quantityNotPositive', { key: 'quantity.notPositive' }],
] as const;

/**
 * Adds `lines` to the shopper's cart in one request, all or none, after the rules quick order
 * applies; resolves with what each line added, rejects with a StoreActionError. One cart
 * operation from `target` (started, then updated or error: cart-operation.ts); every cart widget
 * is refreshed.
 */
export async function addLines(
  core: Core,
  lines: readonly AddLineInput[],
  { target = document, tag = 'store-widgets' }: { target?: EventTarget; tag?: string } = {},
): Promise<AddedLine[]> {
  const asked = Array.isArray(lines) ? lines : [];
  const operation = startCartOperation(
    target,
    tag,
    'added',
    asked.map((line) => ({
      productCode: typeof line?.code === 'string' ? line.code : '',
      quantity: askedQuantity(line?.quantity),
    })),
  );
  try {
    const { added, entries } = await addLinesOnce(core, lines);
    operation.succeeded(entries);
    return added;
  } catch (error) {
    operation.failed({
      code: error instanceof StoreActionError ? error.code : cartFailureCode(error),
      message: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

async function addLinesOnce(
  core: Core,
  lines: readonly AddLineInput[],
): Promise<{ added: AddedLine[]; entries: CartUpdatedEntry[] }> {
  const { language } = core.store.site;
  const tc = translator(cartMessages, language, core.pseudoLocalize);
  const t = translator(addLinesMessages, language, core.pseudoLocalize);
  const refuse = (code: AddLinesErrorCode, message: CartMessage | string, line?: number) =>
    new StoreActionError(
      code,
      typeof message === 'string' ? message : tc(message.key, message.params),
      line,
    );
  if (!Array.isArray(lines) || lines.length === 0) throw refuse('noLines', t('refused'));
  const rows = lines.map((line, index) => ({
    id: String(index),
    entry: typeof line?.code === 'string' ? line.code : '',
    quantity: quantityOf(line?.quantity),
  }));
  if (rows.some((row) => row.entry.trim() === '')) {
    throw refuse(
      'unknown',
      { key: 'quickOrder.unknown' },
      rows.findIndex((r) => !r.entry.trim()),
    );
  }

  await sessionSettled(core);
  const user = core.store.session.user;
  const owner = cartOwner();
  const keys = lookupKeys(rows);
  const [found, cart] = await Promise.all([
    Promise.allSettled(keys.map((key) => core.queries.fetch(productQueryOptions(key, user?.id)))),
    user ? core.queries.fetch(cartQueryOptions(owner)).catch(() => null) : Promise.resolve(null),
  ]);
  const lookups = new Map(keys.map((key, i) => [key, lookupOf(found[i])]));
  // As add-to-cart: no quantity given adds the product's minimum, not a refused 1.
  for (const [index, row] of rows.entries()) {
    if (lines[index]?.quantity !== undefined) continue;
    const lookup = lookups.get(classifyEntry(row.entry).value);
    if (lookup?.status === 'found') row.quantity = lookup.product.minOrderQuantity ?? 1;
  }
  const cartUser: CartUser | undefined = cart?.user;
  const shopper = user
    ? {
        // Unknown level: the product's `restriction` (for this shopper) decides below.
        qualificationLevel: cartUser ? cartUser.qualificationLevel : 'ABC',
        accountType: cartUser ? cartUser.accountType : 'ORGANIZATION',
      }
    : undefined;
  const results = validateRows(rows, { lookups, user: shopper });
  const toAdd: CartLine[] = [];
  for (const result of results) {
    if (result.status === 'error') throw refuse(result.error, result.message, result.index);
    if (result.status !== 'ok') throw refuse('lookupFailed', { key: 'quickOrder.lookupFailed' });
    const { product, index } = result;
    const needed = product.qualificationLevel;
    const restricted =
      user &&
      platformRestriction(product.restriction?.reason, needed, cartUser?.qualificationLevel);
    if (restricted) {
      throw refuse(restricted.error, restricted.message ?? t('levelRequired', { needed }), index);
    }
    toAdd.push({ code: product.code, quantity: result.quantity });
  }

  let modifications: CartModification[];
  prefetchCartAnalytics();
  try {
    modifications = await addEntries(owner, toAdd, crypto.randomUUID());
  } catch (error) {
    throw platformRefusal(error, refuse, t('refused'), t('failed'));
  } finally {
    void announceCartChange(core.queries);
  }
  void trackAdded(core, modifications, cartOwner());
  const codes = toAdd.map((line) => line.code);
  const added = modifications.map((m, index) => {
    const notice = stockNotice(m, toAdd[index]?.quantity ?? m.quantityAdded);
    return {
      productCode: m.entry?.product.code ?? codes[index] ?? '',
      quantity: m.quantity,
      quantityAdded: m.quantityAdded,
      message: notice && tc(notice.key, notice.params),
    };
  });
  return { added, entries: entriesOfModifications(modifications, codes) };
}

function platformRefusal(
  error: unknown,
  refuse: (code: AddLinesErrorCode, message: CartMessage | string) => StoreActionError,
  refused: string,
  failed: string,
): StoreActionError {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) {
    return refuse('failed', failed);
  }
  const known = PLATFORM_REFUSALS.find(([key]) => isCartError(error.info, key));
  return known ? refuse(known[1], known[2]) : refuse('refused', refused);
}
