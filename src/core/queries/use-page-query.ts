import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useCore } from '../react/core-context';
import { hashKey, type PageQueryOptions, type PageQueryState } from './page-query';
import type { Observation } from './query-engine';

/** TanStack's `placeholderData` function. */
export type Placeholder<T> = (
  previous: T | undefined,
  previousQuery: { queryKey: readonly unknown[] } | undefined,
) => T | undefined;

export interface PageQueryResult<T> extends PageQueryState<T> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** Shown is `placeholderData`'s (the previous key's answer) while this key's read is on its way. */
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** `useQuery` for the every-page widgets, from the page's cache whoever holds it. */
export function usePageQuery<T>(
  options: PageQueryOptions<T> & { placeholderData?: Placeholder<T> },
): PageQueryResult<T> {
  const { queries } = useCore();
  const latest = useRef(options);
  latest.current = options;
  const hash = hashKey(options.queryKey);
  const enabled = options.enabled !== false;
  const watch = `${String(enabled)}${hash}`;
  const watching = useRef<{ watch: string; observation: Observation<T> } | undefined>(undefined);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const current = { watch, observation: queries.observe(latest.current, onChange) };
      watching.current = current;
      return () => {
        current.observation.close();
        if (watching.current === current) watching.current = undefined;
      };
    },
    // A new key, or a read switched on or off, is a new watch.
    [queries, watch],
  );
  // Until a key's subscription exists, the cache's own state: never the previous key's answer.
  const snapshot = () =>
    watching.current?.watch === watch
      ? watching.current.observation.state()
      : queries.peek(latest.current);
  const read = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => watching.current?.observation.sync(latest.current));
  // For a placeholder under the next key.
  const shown = useRef<{ data: T; queryKey: readonly unknown[] } | undefined>(undefined);
  const placeholder =
    read.data === undefined && read.status !== 'error' && shown.current
      ? options.placeholderData?.(shown.current.data, { queryKey: shown.current.queryKey })
      : undefined;
  const state: PageQueryState<T> =
    placeholder === undefined ? read : { ...read, status: 'success', data: placeholder };
  if (read.data !== undefined) shown.current = { data: read.data, queryKey: options.queryKey };
  return {
    ...state,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    isPlaceholderData: placeholder !== undefined,
    refetch: () => watching.current?.observation.refetch() ?? Promise.resolve(),
  };
}
