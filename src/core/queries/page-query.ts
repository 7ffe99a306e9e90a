/**
 * The page's reads, described without the query library: the plain object TanStack Query takes,
 * so every-page widgets read it through `usePageQuery` and never load TanStack.
 */
import type { DataTag } from '@tanstack/react-query';

export type QueryKey = readonly unknown[];

export interface PageQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** `PERSONAL` (personal-data.ts) marks a signed-in shopper's data. */
  meta?: Record<string, unknown>;
  /** How long an answer stays fresh, in ms (the page's default: 5 minutes). */
  staleTime?: number;
  /** An answer already on the page (the loader's early read), shown without a request. */
  initialData?: T | (() => T | undefined);
  enabled?: boolean;
  /** false: a read that failed is not asked again because another widget mounts. */
  retryOnMount?: boolean;
  /** false: a stale answer is not read again because a widget mounts. */
  refetchOnMount?: boolean;
  refetchOnWindowFocus?: boolean;
  /** TanStack's `retry`: the page's reads never retry (false). */
  retry?: false;
}

/** A read's state, as the widgets see it (the fields of TanStack's result they use). */
export interface PageQueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  /** A request for it is on its way (the first, or a refresh behind the data shown). */
  isFetching: boolean;
}

/** The page's default freshness: as src/core/queries/query-client.ts gives TanStack. */
export const DEFAULT_STALE_MS = 5 * 60_000;

/**
 * Types a read as TanStack's `queryOptions` does (its key tagged with the data's type, for
 * `setQueryData` in the widgets that use TanStack), without its code.
 */
export const pageQueryOptions = <T, K extends QueryKey>(
  options: PageQueryOptions<T> & { queryKey: K },
) => options as PageQueryOptions<T> & { queryKey: DataTag<K, T, unknown> };

/** One key's identity: TanStack's hash (JSON with object keys sorted), for plain keys alike. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, value[name]]),
        )
      : value,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** Whether `key` starts with `prefix` (TanStack's partial match, for array keys of plain values). */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

/** What the page-wide operations select: a key prefix, or the reads carrying a meta flag. */
export type QueryFilter = { queryKey: QueryKey } | { personal: true };

export function matchesFilter(
  filter: QueryFilter,
  read: { queryKey: QueryKey; meta?: Record<string, unknown> },
): boolean {
  return 'queryKey' in filter
    ? keyStartsWith(read.queryKey, filter.queryKey)
    : read.meta?.personal === true;
}
