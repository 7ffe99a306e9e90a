import type { QueryClient } from '@tanstack/react-query';
import { mergeAnonymousCart, saveCart } from '../../api/cart/cart-mutations';
import {
  cartsPath,
  clearAnonymousGuid,
  readAnonymousGuid,
  subscribeAnonymousGuid,
} from '../../api/cart/cart-owner';
import { CartSchema, isCartError, type Cart } from '../../api/cart/cart.schema';
import { fetchCart } from '../../api/cart/get-cart';
import { isApiError } from '../../api/http/api-error';
import { commerceRequest } from '../../api/http/commerce-client';
import { sharedInstance } from '../../core/shared-instance';
import { announceCartChange } from './cart-sync';

/**
 * The old-cart merge (spec section 2 "Old-cart merge dialog"). When the session user becomes known
 * (a sign-in, or a page loaded signed in) and this browser still holds an anonymous cart with
 * entries:
 *
 * - the shopper's current cart is missing or empty: the anonymous cart is merged silently;
 * - it has entries too: the shopper is asked. "Combine the carts" merges the anonymous cart into the
 *   old one; "Keep only the new cart" first keeps the old cart as a saved cart (named
 *   `PreviousCart{yyyyMMddHHmm}`, alphanumeric as spec section 5 requires), then the anonymous cart
 *   becomes the current one. Nothing is thrown away either way.
 * - closing the dialog (Escape, "Decide later") changes nothing: the anonymous guid stays stored,
 *   and the next page load signed in asks again. Signed out, the visitor sees that cart again.
 *
 * Every platform change carries a request id derived from the guid alone (`merge-{guid}`,
 * `keep-new-{guid}`), so a retry, a double click or a second tab doing the same applies it once.
 * A failure leaves the guid stored (the anonymous cart is never lost) and offers a retry.
 *
 * Several widgets on a page render the host; only the one holding the page's claim acts (the claim
 * lives on the page-wide shared registry, so two copies of the script agree too).
 */

// ---------------------------------------------------------------------------------------------
// The decision table (pure)

export type MergeDecision =
  /** No anonymous cart in this browser: nothing to do. */
  | { action: 'none' }
  /** The anonymous cart is gone or empty: forget its guid, nothing to bring over. */
  | { action: 'forget'; guid: string }
  /** The shopper has no old cart with entries: the anonymous cart becomes (or joins) it silently. */
  | { action: 'merge'; guid: string }
  /** Both carts have entries: ask the shopper. */
  | { action: 'ask'; guid: string; anonymous: Cart; previous: Cart };

export function decideMerge(
  guid: string | null,
  anonymous: Cart | null,
  previous: Cart | null,
): MergeDecision {
  if (guid === null) return { action: 'none' };
  if (anonymous === null || anonymous.entries.length === 0) return { action: 'forget', guid };
  if (previous === null || previous.entries.length === 0 || previous.guid === anonymous.guid) {
    return { action: 'merge', guid };
  }
  return { action: 'ask', guid, anonymous, previous };
}

/** The request id of "combine" and of the silent merge: the same operation, applied once. */
export function mergeRequestId(guid: string): string {
  return `merge-${guid}`;
}

/** The request id of "keep only the new cart" (its save step appends `:save-previous`). */
export function keepNewRequestId(guid: string): string {
  return `keep-new-${guid}`;
}

const AUTO_SAVE_PREFIX = 'PreviousCart';

/**
 * The name a cart gets when it is saved for the shopper (keep only the new cart here, restoring a
 * saved cart in the saved-carts widget): `PreviousCart` + local date and time digits, alphanumeric
 * as spec section 5 requires of cart names.
 */
export function autoSaveName(date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${AUTO_SAVE_PREFIX}${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}${two(date.getHours())}${two(date.getMinutes())}`;
}

// ---------------------------------------------------------------------------------------------
// Platform steps

function cartNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && isCartError(error.info, 'cartNotFound');
}

/** What the decision needs: the anonymous cart (null when gone) and the shopper's current cart. */
export async function readMergeCarts(
  guid: string,
): Promise<{ anonymous: Cart | null; previous: Cart | null }> {
  const [anonymous, previous] = await Promise.all([
    fetchCart({ userId: 'anonymous', cartId: guid }),
    fetchCart({ userId: 'current', cartId: 'current' }),
  ]);
  return { anonymous, previous };
}

/** "Combine the carts", and the silent merge: the anonymous cart goes into the current one. */
export function combineCarts(guid: string): Promise<Cart | null> {
  return mergeAnonymousCart(guid, mergeRequestId(guid));
}

export interface KeepNewInput {
  guid: string;
  /** The shopper's old cart, by code. */
  previousCode: string;
  /** Chosen once when the dialog opens, so a retry sends the same save (and it applies once). */
  savedName: string;
  description: string;
}

/**
 * "Keep only the new cart": the old cart is kept as a saved cart, then the anonymous cart becomes
 * the current one (OCC: POST carts?oldCartId={guid} without toMergeCartGuid). Saving first means a
 * failure in between leaves both carts reachable and the guid stored for the retry. Resolves with
 * the new current cart, or null when another tab already took the anonymous cart.
 */
export async function keepOnlyNewCart(input: KeepNewInput): Promise<Cart | null> {
  const { guid } = input;
  const requestId = keepNewRequestId(guid);
  // Another tab (or an earlier try) may already have dealt with it: then leave the old cart alone.
  const anonymous = await fetchCart({ userId: 'anonymous', cartId: guid });
  if (anonymous === null) {
    clearAnonymousGuid(guid);
    return null;
  }
  try {
    await saveCart(
      { userId: 'current', cartId: input.previousCode },
      { name: input.savedName, description: input.description },
      `${requestId}:save-previous`,
    );
  } catch (error) {
    // The old cart was deleted meanwhile (another tab): nothing left to keep.
    if (!cartNotFound(error)) throw error;
  }
  try {
    const cart = await commerceRequest(
      `${cartsPath('current')}?${new URLSearchParams({ oldCartId: guid })}`,
      { method: 'POST', schema: CartSchema, requestId },
    );
    clearAnonymousGuid(guid);
    return cart;
  } catch (error) {
    if (!(isApiError(error) && isCartError(error.info, 'mergeSourceNotFound'))) throw error;
    clearAnonymousGuid(guid);
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The page's one merge: state shared by every host, claimed by one

export type MergeChoice = 'combine' | 'keep-new';

/** What the dialog shows about the two carts. */
export interface MergeCarts {
  anonymous: Cart;
  previous: Cart;
  /** The name "keep only the new cart" saves the old cart under. */
  savedName: string;
}

export type MergeState =
  | { phase: 'idle' }
  /** Reading the two carts. */
  | { phase: 'checking'; guid: string }
  | { phase: 'asking'; guid: string; carts: MergeCarts }
  /** A change is under way (`silent`: the merge nobody was asked about). */
  | { phase: 'working'; guid: string; step: MergeChoice | 'silent'; carts?: MergeCarts }
  /** A read or change failed; the guid is still stored. `retry` repeats that step. */
  | {
      phase: 'failed';
      guid: string;
      step: MergeChoice | 'silent' | 'check';
      carts?: MergeCarts;
      error: unknown;
    }
  | { phase: 'done'; guid: string; step: MergeChoice | 'silent'; savedName?: string }
  /** Closed without a choice: asked again on the next page load. */
  | { phase: 'deferred'; guid: string };

interface MergeController {
  state: MergeState;
  /** The host allowed to act and show the dialog. */
  holder: object | null;
  /** `{userId} {guid}` pairs already started on this page (deferred ones included). */
  started: Set<string>;
  listeners: Set<() => void>;
  queryClient: QueryClient | null;
  /** The user the current run is for. */
  userId: string | null;
  /** Text for the saved cart's description, in the page language (set by the host). */
  savedDescription: string;
  stopWatchingGuid: (() => void) | null;
}

function controller(): MergeController {
  return sharedInstance<MergeController>('cart-merge', () => ({
    state: { phase: 'idle' },
    holder: null,
    started: new Set(),
    listeners: new Set(),
    queryClient: null,
    userId: null,
    savedDescription: '',
    stopWatchingGuid: null,
  }));
}

function notify(): void {
  for (const listener of [...controller().listeners]) listener();
}

function setState(state: MergeState): void {
  const c = controller();
  c.state = state;
  // While the shopper is being asked, another tab may settle it (the guid disappears): stop asking.
  if (state.phase === 'asking' || state.phase === 'failed') {
    c.stopWatchingGuid ??= subscribeAnonymousGuid(onGuidChange);
  } else {
    c.stopWatchingGuid?.();
    c.stopWatchingGuid = null;
  }
  notify();
}

function onGuidChange(): void {
  const { state } = controller();
  if (
    (state.phase === 'asking' || state.phase === 'failed') &&
    readAnonymousGuid() !== state.guid
  ) {
    setState({ phase: 'idle' });
    void refresh();
  }
}

function refresh(): Promise<unknown> {
  const { queryClient } = controller();
  return queryClient ? announceCartChange(queryClient) : Promise.resolve();
}

export function subscribeMerge(listener: () => void): () => void {
  const c = controller();
  c.listeners.add(listener);
  return () => c.listeners.delete(listener);
}

export function getMergeState(): MergeState {
  return controller().state;
}

export function mergeHostHolder(): object | null {
  return controller().holder;
}

/** A host asks to be the one that acts; true when it is (the first to ask, until it releases). */
export function claimMergeHost(token: object): boolean {
  const c = controller();
  if (c.holder === null) {
    c.holder = token;
    notify();
  }
  return c.holder === token;
}

/** The acting host unmounts: another host on the page may claim and carry on. */
export function releaseMergeHost(token: object): void {
  const c = controller();
  if (c.holder !== token) return;
  c.holder = null;
  notify();
}

/** Signed out: forget this page's runs (signing in again asks again); the guid stays stored. */
export function resetMergeForSignOut(): void {
  const c = controller();
  c.started.clear();
  c.userId = null;
  if (c.state.phase !== 'idle') setState({ phase: 'idle' });
}

/**
 * The session user is known and a guid is stored: decide, once per user and guid on this page.
 * Safe to call on every render of the acting host.
 */
export function startMerge(
  userId: string,
  guid: string,
  queryClient: QueryClient,
  savedDescription: string,
): void {
  const c = controller();
  c.queryClient = queryClient;
  c.savedDescription = savedDescription;
  const key = `${userId} ${guid}`;
  if (c.started.has(key)) return;
  c.started.add(key);
  c.userId = userId;
  void check(guid);
}

async function check(guid: string): Promise<void> {
  setState({ phase: 'checking', guid });
  let decision: MergeDecision;
  try {
    const { anonymous, previous } = await readMergeCarts(guid);
    decision = decideMerge(guid, anonymous, previous);
  } catch (error) {
    setState({ phase: 'failed', guid, step: 'check', error });
    return;
  }
  switch (decision.action) {
    case 'none':
    case 'forget':
      clearAnonymousGuid(guid);
      setState({ phase: 'idle' });
      return;
    case 'merge':
      await perform(guid, 'silent');
      return;
    case 'ask':
      setState({
        phase: 'asking',
        guid,
        carts: {
          anonymous: decision.anonymous,
          previous: decision.previous,
          savedName: autoSaveName(),
        },
      });
  }
}

async function perform(guid: string, step: MergeChoice | 'silent', carts?: MergeCarts) {
  setState({ phase: 'working', guid, step, ...(carts ? { carts } : {}) });
  try {
    if (step === 'keep-new' && carts) {
      await keepOnlyNewCart({
        guid,
        previousCode: carts.previous.code,
        savedName: carts.savedName,
        description: controller().savedDescription,
      });
      setState({ phase: 'done', guid, step, savedName: carts.savedName });
    } else {
      await combineCarts(guid);
      setState({ phase: 'done', guid, step });
    }
  } catch (error) {
    setState({ phase: 'failed', guid, step, error, ...(carts ? { carts } : {}) });
  } finally {
    await refresh();
  }
}

/** The shopper chose in the dialog. Ignored unless the dialog is asking (a double click acts once). */
export function chooseMerge(choice: MergeChoice): void {
  const { state } = controller();
  if (state.phase !== 'asking') return;
  void perform(state.guid, choice, state.carts);
}

/** "Try again" after a failure: the same step, with the same request ids. */
export function retryMerge(): void {
  const { state } = controller();
  if (state.phase !== 'failed') return;
  if (state.step === 'check') void check(state.guid);
  else void perform(state.guid, state.step, state.carts);
}

/** Escape or "Decide later": nothing changes; the next page load asks again. */
export function deferMerge(): void {
  const { state } = controller();
  if (state.phase !== 'asking' && state.phase !== 'failed') return;
  setState({ phase: 'deferred', guid: state.guid });
}
