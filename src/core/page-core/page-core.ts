import type { QueryClient } from '@tanstack/react-query';
import { snapshot, subscribe } from 'valtio/vanilla';
import { isAuthorMode } from '../config/author-mode';
import { readConfig } from '../config/read-config';
import type { StoreConfig } from '../config/config-schema';
import { initialFlags } from '../flags/initial-flags';
import { resolvePageLocale } from '../locale/resolve-locale';
import { describeUnresolved } from '../locale/unresolved-message';
import { siteContextFor } from '../locale/site-context';
import { logError } from '../platform/log';
import { createPageQueries, type PageQueries } from '../queries/page-queries';
import { sharedInstance } from '../platform/shared-instance';
import { followEmulationOfOtherTabs } from '../store/emulation';
import { createStore, type StoreState } from '../store/store';

/** What every widget on the page shares: one configuration, one store, one query cache. */
export interface Core {
  config: StoreConfig;
  store: StoreState;
  /** The page's reads (src/core/queries/page-queries.ts). */
  queries: PageQueries;
  /** TanStack's client, once a widget needing it made it (src/core/queries/query-client.ts). */
  queryClient?: QueryClient;
  /**
   * valtio's readers from the copy of the code that made `store`. valtio knows its proxies by a
   * map of its own module, so a second copy of the runtime on the page (the CDN loader beside a
   * bundled per-tag entry of the npm package) cannot read this store with its own `snapshot`:
   * every copy reads it with these.
   */
  watch: { snapshot: typeof snapshot; subscribe: typeof subscribe };
  /** The page is being edited in the CMS: widgets show previews and call no backend (issue 13). */
  authorMode: boolean;
  /** The pseudo-locale's transform, once loaded (`site.pseudo` then turns on). */
  pseudoLocalize?: (text: string) => string;
}

function createCore(): Core {
  const config = readConfig();
  const resolution = resolvePageLocale(config.host, config.localePath);
  if (resolution.unresolved) logError(`locale: ${describeUnresolved(resolution.unresolved)}`);
  const store = createStore(
    siteContextFor(resolution.locale, config.routes),
    initialFlags(config.mockFlags, config.flags),
  );
  const authorMode = isAuthorMode(config, globalThis.location?.search ?? '');
  // The country lookup and the flag client, once per page and after this core exists, in a chunk
  // of their own: nothing on the way to first paint waits for them. Vitest starts them only in
  // the tests that call startFlagClient() themselves. An author's page calls no backend at all.
  if (import.meta.env.MODE !== 'test' && !authorMode) {
    queueMicrotask(
      () => void import('../flags/flag-client').then((m) => m.startFlagClient({ config, store })),
    );
  }
  const queries = createPageQueries();
  followEmulationOfOtherTabs({ store, queries });
  const core: Core = {
    config,
    store,
    queries,
    watch: { snapshot, subscribe },
    authorMode,
  };
  // The pseudo-locale's code comes only when it is chosen; the texts switch once it is here.
  if (resolution.pseudo) {
    void import('../i18n/pseudo-locale').then((m) => {
      core.pseudoLocalize = m.pseudoLocalize;
      store.site.pseudo = true;
    });
  }
  return core;
}

/** The page's core, created by whichever widget asks first. */
export function getCore(): Core {
  return sharedInstance('core', createCore);
}
