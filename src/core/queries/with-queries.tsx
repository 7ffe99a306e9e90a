import type { ReactNode } from 'react';
import { useCore } from '../react/core-context';
import { pageQueryClient } from './query-client';

/** Makes the page's TanStack client (handed the small cache) before a widget's first read. */
export function WithQueries({ children }: { children: ReactNode }) {
  pageQueryClient(useCore());
  return children;
}
