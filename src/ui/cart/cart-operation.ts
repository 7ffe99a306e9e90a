// The one place every cart operation goes through: `store-cart-update-started` when it starts,
// then `store-cart-updated` (when the cart changed) or `store-cart-error`, once each.
import { CART_ERRORS } from '../../api/cart/cart.schema';
import { isApiError } from '../../api/http/api-error';
import { commerceErrorKey, firstCommerceError } from '../../api/http/occ-errors';
import { emit, type CartUpdateAction, type StoreEventMap } from '../../core/events/events';
import { emitCartUpdated, type CartUpdatedEntry } from './cart-updated';

type Started = StoreEventMap['store-cart-update-started'];
/** A line asked for: `quantity` is the change asked (negative lowers or removes). */
export type CartLineAsked = Started['requested'][number];
/** What `result` resolves with: it never rejects, so nobody has to listen to it. */
export type CartOperationOutcome = Awaited<Started['result']>;
/** A failure as the page hears it: `message` is the text the widget shows. */
export interface CartFailure {
  code: string;
  message: string;
}

/** One operation under way: the first of `succeeded` or `failed` counts, later calls do nothing. */
export interface CartOperation {
  /** `entries`: what the cart actually took per line (after stock and limits). */
  succeeded: (entries: readonly CartUpdatedEntry[]) => void;
  failed: (failure: CartFailure) => void;
}

/** Every operation's result until it settles: what a write that needs the cart may wait for. */
const underWay = new Set<Promise<CartOperationOutcome>>();

/**
 * Settles once every cart operation started so far has: a visitor's first add creates the cart,
 * so a write that finds none while an add is under way waits for it rather than refusing.
 */
export async function cartOperationsSettled(): Promise<void> {
  await Promise.all([...underWay]);
}

/**
 * Starts one cart operation fired from `target` as `tag` (a widget's host, or `document` for a
 * page-level action): fires `store-cart-update-started` at once; `succeeded` resolves its result
 * and fires `store-cart-updated` (unless nothing changed), `failed` resolves it with the failure
 * and fires `store-cart-error`. A retry is a new operation.
 */
export function startCartOperation(
  target: EventTarget,
  tag: string,
  action: CartUpdateAction,
  requested: readonly CartLineAsked[],
): CartOperation {
  let settle: (outcome: CartOperationOutcome) => void = () => undefined;
  const result = new Promise<CartOperationOutcome>((resolve) => {
    settle = resolve;
  });
  let settled = false;
  underWay.add(result);
  void result.then(() => underWay.delete(result));
  emit(target, 'store-cart-update-started', {
    tag,
    action,
    requested: requested.map(({ productCode, quantity }) => ({ productCode, quantity })),
    result,
  });
  return {
    succeeded(entries) {
      if (settled) return;
      settled = true;
      const changed = entries.filter((entry) => entry.quantityAdded !== 0);
      settle({ status: 'succeeded', entries: changed.map((entry) => ({ ...entry })) });
      emitCartUpdated(target, tag, action, entries);
    },
    failed({ code, message }) {
      if (settled) return;
      settled = true;
      settle({ status: 'failed', code, message });
      emit(target, 'store-cart-error', { tag, action, code, message });
    },
  };
}

/**
 * A stable machine code for a failed cart request: `network`, `timeout`, `parse`, `server` (any
 * 5xx); for a refusal the cart rule's key (`qualificationLevel`, `minOrderQuantity`, …), else the
 * platform's error type, else `http-<status>`; `unexpected` for anything else.
 */
export function cartFailureCode(error: unknown): string {
  if (!isApiError(error)) return 'unexpected';
  if (error.kind !== 'http') return error.kind;
  if (error.status >= 500) return 'server';
  const known = commerceErrorKey(error.info, CART_ERRORS) ?? firstCommerceError(error.info)?.type;
  return known ?? `http-${error.status}`;
}

/** How `runCartOperation` reads what an operation did, or why it failed. */
export interface CartOperationReading<R> {
  /** What the cart took per line, from the result. */
  changed: (result: R) => readonly CartUpdatedEntry[];
  /** The text shown for the failure (from a catalog). */
  message: (error: unknown) => string;
  /** Its machine code; default cartFailureCode. */
  code?: (error: unknown) => string;
}

/**
 * `perform` as one cart operation (startCartOperation): resolves with its result, or rejects with
 * its error after `store-cart-error` (the caller's own promise; the event's never rejects).
 */
export async function runCartOperation<R>(
  target: EventTarget,
  tag: string,
  action: CartUpdateAction,
  requested: readonly CartLineAsked[],
  perform: () => Promise<R>,
  reading: CartOperationReading<R>,
): Promise<R> {
  const operation = startCartOperation(target, tag, action, requested);
  let result: R;
  try {
    result = await perform();
  } catch (error) {
    operation.failed({
      code: (reading.code ?? cartFailureCode)(error),
      message: reading.message(error),
    });
    throw error;
  }
  operation.succeeded(reading.changed(result));
  return result;
}
