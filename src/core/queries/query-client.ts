import { QueryClient } from '@tanstack/react-query';
import type { Core } from '../page-core/page-core';
import { DEFAULT_STALE_MS } from './page-query';
import { tanstackEngine } from './tanstack-engine';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        // Widgets sit on CMS pages: a refetch on focus only costs requests.
        refetchOnWindowFocus: false,
        // Every read has a spec'd fallback or message; a retry only delays it.
        retry: false,
      },
      // Mutations never retry by default: a failed add is never sent twice behind one's back.
    },
  });
}

/** Made when a widget first needs it, and handed the page's cache. */
export function pageQueryClient(core: Core): QueryClient {
  core.queryClient ??= createQueryClient();
  const client = core.queryClient;
  if (!core.queries.adopted) {
    const { engine, take } = tanstackEngine(client);
    core.queries.adopt(engine, take);
  }
  return client;
}
