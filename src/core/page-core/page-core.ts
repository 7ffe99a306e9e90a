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

/** What every widget on the page shares. */
export interface Core {
  config: StoreConfig;
  store: StoreState;
  queries: PageQueries;
  /** From the copy that made `store`: another copy's valtio cannot read its proxies. */
  watch: { snapshot: typeof snapshot; subscribe: typeof subscribe };
  /** Widgets show previews and call no backend. */
  authorMode: boolean;
  /** Once loaded (`site.pseudo` then turns on). */
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
  // Off the way to first paint; never in author mode (no backend) nor in unit tests.
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
  // Loaded only when chosen; the texts switch once it is here.
  if (resolution.pseudo) {
    void import('../i18n/pseudo-locale').then((m) => {
      core.pseudoLocalize = m.pseudoLocalize;
      store.site.pseudo = true;
    });
  }
  return core;
}

/** Shared by every copy of our code; made by whichever element asks first. */
export function getCore(): Core {
  return sharedInstance('core', createCore);
}
