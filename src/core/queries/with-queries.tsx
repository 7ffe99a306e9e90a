import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageQueryClient } from './query-client';

/**
 * TanStack Query's context with the page's one client, for a widget (its element's `provider`) or
 * a lazy part of an every-page widget that uses TanStack's hooks (issue 31).
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
