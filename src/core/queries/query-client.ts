import { QueryClient } from '@tanstack/react-query';
import type { Core } from '../page-core/page-core';
import { DEFAULT_STALE_MS } from './page-query';
import { tanstackEngine } from './tanstack-engine';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        // Widgets sit on CMS pages: refetching content because the tab regained focus only costs requests.
        refetchOnWindowFocus: false,
        // Every read has a spec'd fallback or message; a retry only delays it.
        retry: false,
      },
      // Mutations never retry by default, so a failed add is never sent twice behind the shopper's back.
    },
  });
}

/**
 * The page's one QueryClient, for the widgets that use TanStack Query (every widget but the
 * header, footer, account menu and mini-cart, which read through the page's small cache: issue
 * 31). Made when the first of them needs it, and handed the page's cache (page-queries.ts): from
 * then on every widget reads this client. Shared by two copies of our code on one page.
 */
export function pageQueryClient(core: Core): QueryClient {
  core.queryClient ??= createQueryClient();
  const client = core.queryClient;
  if (!core.queries.adopted) {
    const { engine, take } = tanstackEngine(client);
    core.queries.adopt(engine, take);
  }
  return client;
}
