import type { ReactNode } from 'react';
import { useCore } from '../react/core-context';
import { pageQueryClient } from './query-client';

/** Hands the small cache to TanStack's client before a widget's first read. */
export function WithQueries({ children }: { children: ReactNode }) {
  pageQueryClient(useCore());
  return children;
}
