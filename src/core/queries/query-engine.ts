import type { PageQueryOptions, PageQueryState, QueryFilter } from './page-query';

/** One widget's watch of one read (the hook's subscription). */
export interface Observation<T> {
  state(): PageQueryState<T>;
  /** Reads it again now, replacing a read on its way. */
  refetch(): Promise<unknown>;
  /** The widget rendered again: the read's options as they are now (a removed read starts over). */
  sync(options: PageQueryOptions<T>): void;
  close(): void;
}

/**
 * What holds the page's reads: the small cache every page starts with (lite-engine.ts), then
 * TanStack Query's client once a widget that needs it loads (tanstack-engine.ts). The operations
 * are TanStack's, with its meaning: `fetch` is fetchQuery, `invalidate` invalidateQueries…
 */
export interface QueryEngine {
  observe<T>(options: PageQueryOptions<T>, onChange: () => void): Observation<T>;
  /** The read as the cache holds it, without watching or starting it (the same object until it changes). */
  peek<T>(options: PageQueryOptions<T>): PageQueryState<T>;
  fetch<T>(options: PageQueryOptions<T>): Promise<T>;
  cancel(filter: QueryFilter): Promise<void>;
  invalidate(filter: QueryFilter): Promise<unknown>;
  /** Dropped without a new read (the widgets read again under their next key). */
  remove(filter: QueryFilter): void;
  /** Back to nothing read, and read again where a widget shows it. */
  reset(filter: QueryFilter): Promise<unknown>;
}
