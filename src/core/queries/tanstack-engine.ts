import {
  notifyManager,
  QueryObserver,
  type QueryClient,
  type QueryObserverOptions,
  type QueryObserverResult,
  type QueryState,
} from '@tanstack/react-query';
import type { LiteEntry } from './lite-engine';
import type { PageQueryOptions, PageQueryState, QueryFilter } from './page-query';
import type { Observation, QueryEngine } from './query-engine';

type Options = QueryObserverOptions<unknown, unknown, unknown, unknown, readonly unknown[]>;
const asOptions = <T>(options: PageQueryOptions<T>) => options as unknown as Options;

const filterOf = (filter: QueryFilter) =>
  'queryKey' in filter
    ? { queryKey: filter.queryKey }
    : { predicate: (query: { meta?: Record<string, unknown> }) => query.meta?.personal === true };

/** So that a watch sees the same object until it changes. */
const seen = new WeakMap<object, PageQueryState<unknown>>();
function stateOf(
  source: QueryObserverResult<unknown, unknown> | QueryState<unknown, unknown>,
  isFetching: boolean,
): PageQueryState<unknown> {
  let state = seen.get(source);
  if (!state) {
    state = { status: source.status, data: source.data, error: source.error, isFetching };
    seen.set(source, state);
  }
  return state;
}

function queryStateOf(entry: LiteEntry): QueryState<unknown, unknown> {
  const { state } = entry;
  return {
    data: state.data,
    dataUpdateCount: entry.updatedAt ? 1 : 0,
    dataUpdatedAt: entry.updatedAt,
    error: state.status === 'error' ? state.error : null,
    errorUpdateCount: entry.errorAt ? 1 : 0,
    errorUpdatedAt: entry.errorAt,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: entry.invalidated,
    status: state.status,
    fetchStatus: 'idle',
  };
}

/** `take`: a request still on the way becomes the client's own fetch, never a second request. */
export function tanstackEngine(client: QueryClient): {
  engine: QueryEngine;
  take: (entries: LiteEntry[]) => void;
} {
  const cache = client.getQueryCache();

  function take(entries: LiteEntry[]): void {
    for (const entry of entries) {
      if (cache.find({ queryKey: entry.options.queryKey, exact: true })) continue;
      const options = client.defaultQueryOptions(asOptions(entry.options));
      const query = cache.build(client, options, queryStateOf(entry));
      const inFlight = entry.fetching;
      if (!inFlight) continue;
      void query
        .fetch({
          ...options,
          queryFn: ({ signal }) => {
            signal.addEventListener('abort', () => inFlight.controller.abort());
            return inFlight.promise;
          },
        })
        .catch(() => undefined);
      query.setOptions(options);
    }
  }

  const engine: QueryEngine = {
    observe<T>(options: PageQueryOptions<T>, onChange: () => void): Observation<T> {
      const observer = new QueryObserver(client, asOptions(options));
      // As useQuery does: the widget hears of a change in TanStack's next batch, not mid-update.
      const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => onChange()));
      return {
        state: () => {
          const result = observer.getCurrentResult();
          return stateOf(result, result.isFetching) as PageQueryState<T>;
        },
        refetch: () => observer.refetch(),
        sync: (next) => observer.setOptions(asOptions(next)),
        close: unsubscribe,
      };
    },
    peek<T>(options: PageQueryOptions<T>): PageQueryState<T> {
      const query = cache.build(client, client.defaultQueryOptions(asOptions(options)));
      return stateOf(query.state, query.state.fetchStatus === 'fetching') as PageQueryState<T>;
    },
    fetch: <T>(options: PageQueryOptions<T>) => client.fetchQuery(asOptions(options)) as Promise<T>,
    cancel: (filter) => client.cancelQueries(filterOf(filter)),
    invalidate: (filter) => client.invalidateQueries(filterOf(filter)),
    remove: (filter) => client.removeQueries(filterOf(filter)),
    reset: (filter) => client.resetQueries(filterOf(filter)),
    setData: (queryKey, update) => void client.setQueryData(queryKey, update),
  };
  return { engine, take };
}
