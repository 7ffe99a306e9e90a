/**
 * Page-wide singletons. Two copies of the widget script on one page (different URLs, or a
 * stale cached copy) each get their own module instances; keeping the core on a global
 * keyed by `Symbol.for` makes both copies agree on one store, one query cache, one client.
 */
const CORE_KEY = Symbol.for('store-widgets.core');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [CORE_KEY]?: Registry };
  holder[CORE_KEY] ??= new Map<string, unknown>();
  return holder[CORE_KEY];
}

/** Returns the page's one instance for `key`, creating it with `create` the first time. */
export function sharedInstance<T>(key: string, create: () => T): T {
  const map = registry();
  if (!map.has(key)) map.set(key, create());
  return map.get(key) as T;
}

/**
 * The page's one load for `key` (a lazy file and what is made of it): the first call starts it,
 * every call while it runs or after it succeeded gets the same promise, and a failure is
 * forgotten, so the next call loads again.
 */
export function sharedLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
  const held = sharedInstance<{ loading?: Promise<T> }>(key, () => ({}));
  held.loading ??= load().catch((error: unknown) => {
    held.loading = undefined;
    throw error;
  });
  return held.loading;
}

/** A shared instance that holds something open (a channel) says how to close it. */
export interface ClosedOnReset {
  closeOnReset: () => void;
}

const holdsSomethingOpen = (value: unknown): value is ClosedOnReset =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<ClosedOnReset>).closeOnReset === 'function';

/**
 * Forgets every shared instance, closing what they hold open. Tests only: a real page never tears
 * its core down.
 */
export function resetSharedInstances(): void {
  for (const value of registry().values()) if (holdsSomethingOpen(value)) value.closeOnReset();
  registry().clear();
}
