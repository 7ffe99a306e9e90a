import {
  notifyManager,
  QueryObserver,
  type QueryClient,
  type useQuery as tanstackUseQuery,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useCore } from '../react/core-context';
import { pageQueryClient } from './query-client';

/** TanStack's `useQuery` on the page's client, without what no widget uses (suspense…). */
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

/** For a widget's writes (`setQueryData`…). */
export const useQueryClient = (): QueryClient => pageQueryClient(useCore());
