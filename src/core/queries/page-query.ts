// The page's reads as plain objects, in TanStack Query's shape (docs/decisions/core-query-cache.md).

export type QueryKey = readonly unknown[];

export interface PageQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** `PERSONAL` (personal-data.ts) marks a signed-in shopper's data. */
  meta?: Record<string, unknown>;
  /** In ms; default DEFAULT_STALE_MS. */
  staleTime?: number;
  /** The loader's early read, shown without a request. */
  initialData?: T | (() => T | undefined);
  enabled?: boolean;
  retryOnMount?: boolean;
  /** `always`: read again on mount even while fresh (TanStack's). */
  refetchOnMount?: boolean | 'always';
  refetchOnWindowFocus?: boolean;
  /** TanStack's; the small cache never reads again on reconnecting. */
  refetchOnReconnect?: boolean;
  /** The page's reads never retry. */
  retry?: false;
}

/** The fields of TanStack's result the widgets use. */
export interface PageQueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
}

/** TanStack Query's default too. */
export const DEFAULT_STALE_MS = 5 * 60_000;

declare const dataOfKey: unique symbol;
/** A read's key that carries its data's type, so `setData` infers it (TanStack's `DataTag`). */
export type DataKey<K extends QueryKey, T> = K & { readonly [dataOfKey]?: T };

/** A read, typed once for every use (TanStack's `queryOptions`). */
export const pageQueryOptions = <T, K extends QueryKey>(
  options: PageQueryOptions<T> & { queryKey: K },
) => options as PageQueryOptions<T> & { queryKey: DataKey<K, T> };

/** TanStack's hash: JSON with object keys sorted. */
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

/** TanStack's partial match, for array keys of plain values. */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

/** A key prefix, or the personal reads. */
export type QueryFilter = { queryKey: QueryKey } | { personal: true };

export function matchesFilter(
  filter: QueryFilter,
  read: { queryKey: QueryKey; meta?: Record<string, unknown> },
): boolean {
  return 'queryKey' in filter
    ? keyStartsWith(read.queryKey, filter.queryKey)
    : read.meta?.personal === true;
}
