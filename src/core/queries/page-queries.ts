import { createLiteEngine, type LiteEntry } from './lite-engine';
import type { PageQueryOptions, QueryFilter, QueryKey } from './page-query';
import type { Observation, QueryEngine } from './query-engine';

// The page's one cache of reads: the small one until the first widget needing TanStack Query hands
// over its client (docs/decisions/core-query-cache.md).
export interface PageQueries extends QueryEngine {
  adopt(engine: QueryEngine, take: (entries: LiteEntry[]) => void): void;
  readonly adopted: boolean;
}

export function createPageQueries(): PageQueries {
  const lite = createLiteEngine();
  let engine: QueryEngine = lite;
  /** Moved to TanStack when it takes over. */
  const open = new Set<() => void>();

  return {
    get adopted() {
      return engine !== lite;
    },

    adopt(next, take) {
      if (engine !== lite) return;
      take(lite.entries());
      engine = next;
      for (const move of [...open]) move();
    },

    observe<T>(options: PageQueryOptions<T>, onChange: () => void): Observation<T> {
      let current = options;
      let inner = engine.observe(options, onChange);
      const move = () => {
        inner.close();
        inner = engine.observe(current, onChange);
        onChange();
      };
      open.add(move);
      return {
        state: () => inner.state(),
        refetch: () => inner.refetch(),
        sync(next) {
          current = next;
          inner.sync(next);
        },
        close() {
          open.delete(move);
          inner.close();
        },
      };
    },

    peek: <T>(options: PageQueryOptions<T>) => engine.peek(options),
    fetch: <T>(options: PageQueryOptions<T>) => engine.fetch(options),
    cancel: (filter: QueryFilter) => engine.cancel(filter),
    invalidate: (filter: QueryFilter) => engine.invalidate(filter),
    remove: (filter: QueryFilter) => engine.remove(filter),
    reset: (filter: QueryFilter) => engine.reset(filter),
    setData: <T>(queryKey: QueryKey, update: (previous: T | undefined) => T | undefined) =>
      engine.setData(queryKey, update),
  };
}
