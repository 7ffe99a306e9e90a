// Page-wide singletons on a global, so that two copies of our code on one page share one core.
const CORE_KEY = Symbol.for('store-widgets.core');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [CORE_KEY]?: Registry };
  holder[CORE_KEY] ??= new Map<string, unknown>();
  return holder[CORE_KEY];
}

export function sharedInstance<T>(key: string, create: () => T): T {
  const map = registry();
  if (!map.has(key)) map.set(key, create());
  return map.get(key) as T;
}

/** A failure is forgotten, so the next caller retries. */
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

/** Tests only: a real page never tears its core down. */
export function resetSharedInstances(): void {
  for (const value of registry().values()) if (holdsSomethingOpen(value)) value.closeOnReset();
  registry().clear();
}
