import type { QueryEngine } from '../../core/queries/query-engine';
import { combineCarts, keepOnlyNewCart, readMergeCarts } from '../../api/cart/cart-merge-steps';
import {
  clearAnonymousGuid,
  readAnonymousGuid,
  subscribeAnonymousGuid,
} from '../../api/cart/cart-owner';
import type { Cart } from '../../api/cart/cart.schema';
import {
  autoSaveName,
  broughtByMerge,
  decideMerge,
  type MergeDecision,
} from '../../rules/cart/cart-merge';
import {
  controller,
  notify,
  type MergeCarts,
  type MergeChoice,
  type MergeState,
} from './cart-merge-state';
import { announceCartChange } from './cart-sync';

/**
 * The page's controller of the old-cart merge (spec section 2); the decision is in
 * src/rules/cart/cart-merge.ts, the platform steps in src/api/cart/cart-merge-steps.ts.
 * Request ids derive from the guid alone, so a retry, double click or second tab applies a step
 * once; a failure keeps the guid, so the anonymous cart is never lost. Only the host holding the
 * page-wide claim acts (it lives on the shared registry, so two copies of the script agree).
 */

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
  const c = controller();
  if (!c.queries) return Promise.resolve();
  c.refreshing += 1;
  notify();
  return announceCartChange(c.queries).finally(() => {
    c.refreshing -= 1;
    notify();
  });
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

/** Decides once per user and guid on this page; safe to call on every render of the acting host. */
export function startMerge(
  userId: string,
  guid: string,
  queries: QueryEngine,
  savedDescription: string,
): void {
  const c = controller();
  c.queries = queries;
  c.savedDescription = savedDescription;
  const key = `${userId} ${guid}`;
  if (c.started.has(key)) return;
  c.started.add(key);
  c.userId = userId;
  void check(guid);
}

async function check(guid: string): Promise<void> {
  setState({ phase: 'checking', guid });
  let decision: MergeDecision<Cart>;
  let anonymous: Cart | null;
  try {
    const carts = await readMergeCarts(guid);
    anonymous = carts.anonymous;
    decision = decideMerge(guid, anonymous, carts.previous);
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
      await perform(guid, 'silent', undefined, anonymous ?? undefined);
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

async function perform(
  guid: string,
  step: MergeChoice | 'silent',
  carts?: MergeCarts,
  anonymous: Cart | undefined = carts?.anonymous,
) {
  const known = { ...(carts ? { carts } : {}), ...(anonymous ? { anonymous } : {}) };
  setState({ phase: 'working', guid, step, ...known });
  try {
    if (step === 'keep-new' && carts) {
      const after = await keepOnlyNewCart({
        guid,
        previousCode: carts.previous.code,
        savedName: carts.savedName,
        description: controller().savedDescription,
      });
      const brought = broughtByMerge(anonymous ?? null, null, after);
      setState({ phase: 'done', guid, step, savedName: carts.savedName, brought });
    } else {
      const after = await combineCarts(guid);
      // The platform applies each product's limits: what a line brought is the difference it made.
      const brought = broughtByMerge(anonymous ?? null, carts?.previous ?? null, after);
      setState({ phase: 'done', guid, step, brought });
    }
  } catch (error) {
    setState({ phase: 'failed', guid, step, error, ...known });
  } finally {
    await refresh();
  }
}

/** Ignored unless asking, so a double click acts once. */
export function chooseMerge(choice: MergeChoice): void {
  const { state } = controller();
  if (state.phase !== 'asking') return;
  void perform(state.guid, choice, state.carts);
}

export function retryMerge(): void {
  const { state } = controller();
  if (state.phase !== 'failed') return;
  if (state.step === 'check') void check(state.guid);
  else void perform(state.guid, state.step, state.carts, state.anonymous);
}

/** Escape or "Decide later": nothing changes, and the next page load asks again. */
export function deferMerge(): void {
  const { state } = controller();
  if (state.phase !== 'asking' && state.phase !== 'failed') return;
  setState({ phase: 'deferred', guid: state.guid });
}
