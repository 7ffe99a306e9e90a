import type {
  DataKey,
  PageQueryOptions,
  PageQueryState,
  QueryFilter,
  QueryKey,
} from './page-query';

/** One widget's watch of one read. */
export interface Observation<T> {
  state(): PageQueryState<T>;
  /** Replaces a read on its way. */
  refetch(): Promise<unknown>;
  /** After each render; a removed read starts over. */
  sync(options: PageQueryOptions<T>): void;
  close(): void;
}

/** The page's cache; the operations mean what TanStack Query's `…Query` do. */
export interface QueryEngine {
  observe<T>(options: PageQueryOptions<T>, onChange: () => void): Observation<T>;
  /** Without watching or starting it; the same object until it changes. */
  peek<T>(options: PageQueryOptions<T>): PageQueryState<T>;
  fetch<T>(options: PageQueryOptions<T>): Promise<T>;
  cancel(filter: QueryFilter): Promise<void>;
  invalidate(filter: QueryFilter): Promise<unknown>;
  /** Without a new read (the widgets read again under their next key). */
  remove(filter: QueryFilter): void;
  reset(filter: QueryFilter): Promise<unknown>;
  /**
   * A write's answer shown as the read's (TanStack's `setQueryData` with an updater; undefined
   * changes nothing). The small cache keeps it only for a read a widget has made.
   */
  setData<T>(
    queryKey: DataKey<QueryKey, T>,
    update: (previous: T | undefined) => T | undefined,
  ): void;
}
