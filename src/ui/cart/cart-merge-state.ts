import type { QueryEngine } from '../../core/queries/query-engine';
import type { Cart } from '../../api/cart/cart.schema';
import { sharedInstance } from '../../core/platform/shared-instance';
import type { CartUpdatedEntry } from './cart-updated';

/**
 * The old-cart merge's page-wide state and who listens to it (src/ui/cart/cart-merge.ts acts on
 * it): a module of its own, so the checkout, which waits for a merge to settle, reads it without
 * loading the merge's steps and rules.
 */

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
  | { phase: 'checking'; guid: string }
  | { phase: 'asking'; guid: string; carts: MergeCarts }
  /**
   * `silent`: the merge nobody was asked about; `anonymous`: the visitor's cart before the change.
   */
  | {
      phase: 'working';
      guid: string;
      step: MergeChoice | 'silent';
      carts?: MergeCarts;
      anonymous?: Cart;
    }
  | {
      phase: 'failed';
      guid: string;
      step: MergeChoice | 'silent' | 'check';
      carts?: MergeCarts;
      anonymous?: Cart;
      error: unknown;
    }
  | {
      phase: 'done';
      guid: string;
      step: MergeChoice | 'silent';
      savedName?: string;
      brought: CartUpdatedEntry[];
    }
  | { phase: 'deferred'; guid: string };

export interface MergeController {
  state: MergeState;
  holder: object | null;
  /** `{userId} {guid}` pairs already started on this page (deferred ones included). */
  started: Set<string>;
  listeners: Set<() => void>;
  queries: QueryEngine | null;
  userId: string | null;
  savedDescription: string;
  stopWatchingGuid: (() => void) | null;
  refreshing: number;
}

export function controller(): MergeController {
  return sharedInstance<MergeController>('cart-merge', () => ({
    state: { phase: 'idle' },
    holder: null,
    started: new Set(),
    listeners: new Set(),
    queries: null,
    userId: null,
    savedDescription: '',
    stopWatchingGuid: null,
    refreshing: 0,
  }));
}

export function notify(): void {
  for (const listener of [...controller().listeners]) listener();
}

/** Whether the cart may still change because of the merge; the checkout waits until it settles. */
export function mergeSettling(guid: string | null): boolean {
  const { state, refreshing } = controller();
  if (refreshing > 0) return true;
  // A step under way: the guid may already be forgotten while the cart is not read again yet.
  if (state.phase === 'checking' || state.phase === 'working') return true;
  return guid !== null && !(state.phase === 'deferred' && state.guid === guid);
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
