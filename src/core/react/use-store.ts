import { useCallback, useSyncExternalStore } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import type { FlagKey, FlagValues } from '../flags/flag-defaults';
import type { SiteContext } from '../locale/site-context';
import type { SessionState, StoreState } from '../store/store';
import { useCore } from './core-context';

// Not valtio's `useSnapshot`: its proxy tracking is weight every page downloads, for the small
// slices we read. One snapshot per store version keeps unchanged slices' identity.
export function useStoreSelector<T>(select: (state: Snapshot<StoreState>) => T): T {
  // The store may come from another copy of our code: through its own valtio.
  const { store, watch } = useCore();
  const subscribe = useCallback(
    (onChange: () => void) => watch.subscribe(store, onChange),
    [store, watch],
  );
  const read = useCallback(() => select(watch.snapshot(store)), [select, store, watch]);
  return useSyncExternalStore(subscribe, read);
}

const selectSite = (state: Snapshot<StoreState>) => state.site as SiteContext;
const selectSession = (state: Snapshot<StoreState>) => state.session as Readonly<SessionState>;
const selectCountryUnidentified = (state: Snapshot<StoreState>) => state.countryUnidentified;

export function useSite(): SiteContext {
  return useStoreSelector(selectSite);
}

export function useSession(): Readonly<SessionState> {
  return useStoreSelector(selectSession);
}

export function useFlag<K extends FlagKey>(key: K): FlagValues[K] {
  const select = useCallback(
    (state: Snapshot<StoreState>) => state.flags[key] as FlagValues[K],
    [key],
  );
  return useStoreSelector(select);
}

export function useCountryUnidentified(): boolean {
  return useStoreSelector(selectCountryUnidentified);
}
