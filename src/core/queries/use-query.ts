import {
  notifyManager,
  QueryObserver,
  type QueryClient,
  type useQuery as tanstackUseQuery,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useCore } from '../react/core-context';
import { pageQueryClient } from './query-client';

/**
 * TanStack's `useQuery`, on the page's one client (issue 31). TanStack's own hook is built for
 * what no widget of ours uses (suspense, error boundaries, cache restoring, a client from React's
 * context): TanStack's chunk went from 10,344 to 9,764 B gzip -9 without them. This is its base
 * hook (`useBaseQuery` in @tanstack/react-query 5.108) without those parts: the same observer,
 * the same optimistic first result, the same batched subscription and the same tracked result,
 * so a widget re-renders only for the fields it reads. Its type is TanStack's, overloads and all.
 */
export const useQuery = ((options: Parameters<typeof tanstackUseQuery>[0]) => {
  const client = pageQueryClient(useCore());
  const defaulted = client.defaultQueryOptions(options);
  // As TanStack's hook: the first render shows what the observer will show once subscribed.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  return observer.trackResult(result);
}) as typeof tanstackUseQuery;

/**
 * The page's one client, for a widget's writes (`setQueryData`…): TanStack's `useQueryClient`
 * without React's context (every widget of a page shares the client: pageQueryClient()).
 */
export const useQueryClient = (): QueryClient => pageQueryClient(useCore());
