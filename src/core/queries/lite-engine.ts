import {
  DEFAULT_STALE_MS,
  hashKey,
  matchesFilter,
  type DataKey,
  type PageQueryOptions,
  type PageQueryState,
  type QueryFilter,
  type QueryKey,
} from './page-query';
import type { Observation, QueryEngine } from './query-engine';

interface LiteEntry<T = unknown> {
  options: PageQueryOptions<T>;
  state: PageQueryState<T>;
  /** 0: never read. */
  updatedAt: number;
  errorAt: number;
  invalidated: boolean;
  fetching?: { promise: Promise<T>; controller: AbortController };
  /** With each watcher's own `enabled`, as in TanStack. */
  listeners: Map<() => void, boolean>;
  /** Whoever still watches it starts over on its next render. */
  removed: boolean;
  /** Reads answered so far: a cancelled read's waiters take a later one's answer. */
  answered: number;
}

const PENDING: PageQueryState<never> = {
  status: 'pending',
  data: undefined,
  error: null,
  isFetching: false,
};

/** A replaced or cancelled request's answer is not written; a fetch waiting on it hears so. */
export class ReadCancelledError extends Error {
  constructor() {
    super('The read was cancelled');
    this.name = 'CancelledError';
  }
}

const ignore = () => undefined;

/** TanStack Query's behaviour for what the widgets use (docs/decisions/core-query-cache.md). */
export function createLiteEngine(): QueryEngine {
  const entries = new Map<string, LiteEntry>();

  function entryFor<T>(options: PageQueryOptions<T>): LiteEntry<T> {
    const hash = hashKey(options.queryKey);
    let entry = entries.get(hash) as LiteEntry<T> | undefined;
    if (!entry) {
      const initial =
        typeof options.initialData === 'function'
          ? (options.initialData as () => T | undefined)()
          : options.initialData;
      entry = {
        options,
        state:
          initial === undefined
            ? PENDING
            : { status: 'success', data: initial, error: null, isFetching: false },
        updatedAt: initial === undefined ? 0 : Date.now(),
        errorAt: 0,
        invalidated: false,
        listeners: new Map(),
        removed: false,
        answered: 0,
      };
      entries.set(hash, entry as LiteEntry);
    }
    return entry;
  }

  /** Told in one task after the changes, as TanStack's notifyManager does by default. */
  const due = new Set<() => void>();
  function tell(): void {
    const listeners = [...due];
    due.clear();
    for (const listener of listeners) listener();
  }

  function update<T>(entry: LiteEntry<T>, state: Partial<PageQueryState<T>>): void {
    entry.state = { ...entry.state, ...state };
    if (due.size === 0 && entry.listeners.size > 0) setTimeout(tell, 0);
    for (const listener of entry.listeners.keys()) due.add(listener);
  }

  /** The caller's own `staleTime`, as in TanStack. */
  const isStale = (entry: LiteEntry, staleTime = DEFAULT_STALE_MS) =>
    entry.invalidated ||
    entry.state.data === undefined ||
    Date.now() - entry.updatedAt >= staleTime;

  const isObserved = (entry: LiteEntry) => [...entry.listeners.values()].some(Boolean);

  /** Keeps what was read before (TanStack's revert). */
  function abort(entry: LiteEntry, notify = true): void {
    if (!entry.fetching) return;
    entry.fetching.controller.abort(new ReadCancelledError());
    entry.fetching = undefined;
    if (notify) update(entry, { isFetching: false });
  }

  function start<T>(entry: LiteEntry<T>, replace = false): Promise<T> {
    if (entry.fetching && !replace) return entry.fetching.promise;
    abort(entry, false);
    const controller = new AbortController();
    const current = () => entry.fetching?.controller === controller;
    // Cancelled and read again on its way (a cart change heard: cart-sync.ts reads again right
    // after), a read answers whoever waits on it with the read that replaced it, if one starts
    // before the next task; a cancel alone refuses them.
    const answeredBefore = entry.answered;
    const replacement = (): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        const follow = () => {
          const { state } = entry;
          if (entry.fetching) entry.fetching.promise.then(resolve, reject);
          else if (entry.answered === answeredBefore) reject(new ReadCancelledError());
          else if (state.status === 'error') reject(state.error);
          else resolve(state.data as T);
        };
        if (entry.fetching) follow();
        else setTimeout(follow, 0);
      });
    const promise = entry.options.queryFn({ signal: controller.signal }).then(
      (data) => {
        if (!current()) return replacement();
        entry.fetching = undefined;
        entry.answered += 1;
        entry.updatedAt = Date.now();
        entry.invalidated = false;
        update(entry, { status: 'success', data, error: null, isFetching: false });
        return data;
      },
      (error: unknown) => {
        if (!current()) return replacement();
        entry.fetching = undefined;
        entry.answered += 1;
        entry.errorAt = Date.now();
        update(entry, { status: 'error', error, isFetching: false });
        throw error;
      },
    );
    entry.fetching = { promise, controller };
    update(entry, { isFetching: true });
    return promise;
  }

  /** TanStack's fetch on mount. */
  function fetchOnMount(entry: LiteEntry, options: PageQueryOptions<unknown>): void {
    if (options.enabled === false || entry.fetching) return;
    const { state } = entry;
    const due =
      state.data === undefined
        ? !(state.status === 'error' && options.retryOnMount === false)
        : options.refetchOnMount === 'always' ||
          (options.refetchOnMount !== false && isStale(entry, options.staleTime));
    if (due) start(entry).catch(ignore);
  }

  const matching = (filter: QueryFilter) =>
    [...entries.values()].filter((entry) => matchesFilter(filter, entry.options));

  function clear(entry: LiteEntry): void {
    abort(entry, false);
    entry.state = PENDING;
    entry.updatedAt = 0;
    entry.invalidated = false;
  }

  return {
    observe<T>(options: PageQueryOptions<T>, onChange: () => void): Observation<T> {
      let entry = entryFor(options);
      if (options.enabled !== false) entry.options = options;
      entry.listeners.set(onChange, options.enabled !== false);
      fetchOnMount(entry, options);
      return {
        state: () => entry.state,
        refetch: () => start(entry, true).catch(ignore),
        sync(next) {
          if (!entry.removed) {
            // The latest request function; `enabled` changes make a new watch (use-page-query.ts).
            if (next.enabled !== false) entry.options = next;
            return;
          }
          entry.listeners.delete(onChange);
          entry = entryFor(next);
          entry.listeners.set(onChange, next.enabled !== false);
          fetchOnMount(entry, next);
          onChange();
        },
        close: () => entry.listeners.delete(onChange),
      };
    },

    peek: <T>(options: PageQueryOptions<T>) => entryFor(options).state,

    fetch<T>(options: PageQueryOptions<T>): Promise<T> {
      const entry = entryFor(options);
      if (!isStale(entry, options.staleTime) && entry.state.data !== undefined) {
        return Promise.resolve(entry.state.data);
      }
      // As TanStack's fetchQuery: this call's request function reads it.
      if (!entry.fetching) entry.options = options;
      return start(entry);
    },

    cancel(filter) {
      for (const entry of matching(filter)) abort(entry);
      return Promise.resolve();
    },

    invalidate(filter) {
      const reads = matching(filter).map((entry) => {
        entry.invalidated = true;
        return isObserved(entry) ? start(entry, true).catch(ignore) : undefined;
      });
      return Promise.all(reads);
    },

    remove(filter) {
      for (const entry of matching(filter)) {
        clear(entry);
        entry.removed = true;
        entries.delete(hashKey(entry.options.queryKey));
      }
    },

    setData<T>(queryKey: DataKey<QueryKey, T>, change: (previous: T | undefined) => T | undefined) {
      // A read nobody made has no entry: the first widget to make it asks the server.
      const entry = entries.get(hashKey(queryKey)) as LiteEntry<T> | undefined;
      const data = entry && change(entry.state.data);
      if (!entry || data === undefined) return;
      entry.updatedAt = Date.now();
      entry.invalidated = false;
      update(entry, { status: 'success', data, error: null });
    },

    reset(filter) {
      const cleared = matching(filter);
      for (const entry of cleared) {
        clear(entry);
        update(entry, {});
      }
      // Read again in the next task what is still shown: a reset often comes with a change of
      // the widgets' keys (who the shopper acts for), and a read under the key they leave is
      // wasted.
      return new Promise<unknown>((resolve) => {
        setTimeout(() => {
          const reads = cleared.map((entry) =>
            !entry.removed && isObserved(entry) ? start(entry).catch(ignore) : undefined,
          );
          resolve(Promise.all(reads));
        }, 0);
      });
    },
  };
}
