import type { ReactNode } from 'react';
import { useCore } from '../react/core-context';
import { pageQueryClient } from './query-client';

/**
 * For a widget (its element's `provider`) or a lazy part of an every-page widget that uses
 * TanStack Query (issue 31): the page's one client, made and handed the page's small cache before
 * the widget's first read. Our hooks (use-query.ts) take the client from the page, not from
 * React's context, so there is no context to provide.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  pageQueryClient(useCore());
  return children;
}
