import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient serves every widget's React root on the page, so two widgets asking for the same
 * resource share one request and one cache entry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // Widgets sit on CMS pages: refetching content because the tab regained focus only costs requests.
        refetchOnWindowFocus: false,
        // Every read has a spec'd fallback or message; a retry only delays it.
        retry: false,
      },
      // Mutations never retry by default, so a failed add is never sent twice behind the shopper's back.
    },
  });
}
