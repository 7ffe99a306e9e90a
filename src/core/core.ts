import type { QueryClient } from '@tanstack/react-query';
import { readConfig } from './config/read-config';
import type { StoreConfig } from './config/config-schema';
import { initialFlags } from './flags/initial-flags';
import { firstPathSegment, resolveLocale, siteContextFor } from './locale/resolve-locale';
import { logError } from './log';
import { createQueryClient } from './query-client';
import { sharedInstance } from './shared-instance';
import { followEmulationOfOtherTabs } from './store/emulation';
import { createStore, type StoreState } from './store/store';

/** What every widget on the page shares: one configuration, one store, one query cache. */
export interface Core {
  config: StoreConfig;
  store: StoreState;
  queryClient: QueryClient;
}

function createCore(): Core {
  const config = readConfig();
  const host = config.host ?? globalThis.location?.hostname ?? '';
  const segment = config.localePath ?? firstPathSegment(globalThis.location?.pathname ?? '/');
  const resolution = resolveLocale(host, segment);
  if (resolution.error) logError(`locale: ${resolution.error}`);
  const store = createStore(
    siteContextFor(resolution.locale),
    initialFlags(config.mockFlags, config.flags),
  );
  // The country lookup and the flag client, once per page and after this core exists, in a chunk
  // of their own: nothing on the way to first paint waits for them. Vitest starts them only in
  // the tests that call startFlagClient() themselves.
  if (import.meta.env.MODE !== 'test') {
    queueMicrotask(() => void import('./flags/flag-client').then((m) => m.startFlagClient()));
  }
  followEmulationOfOtherTabs();
  return { config, store, queryClient: createQueryClient() };
}

/** The page's core, created by whichever widget asks first. */
export function getCore(): Core {
  return sharedInstance('core', createCore);
}
