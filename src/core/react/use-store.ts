import { useCallback, useSyncExternalStore } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import type { FlagKey, FlagValues } from '../flags/flag-defaults';
import type { SiteContext } from '../locale/site-context';
import type { SessionState, StoreState } from '../store/store';
import { useCore } from './core-context';

/**
 * Reads a slice of the shared store and re-renders when that slice changes. valtio keeps one
 * snapshot per store version, so unchanged slices keep their identity between renders.
 * (valtio's own `useSnapshot` tracks property access with proxies; we only ever read small slices,
 * and dropping that machinery keeps the runtime every page downloads under its budget.)
 */
export function useStoreSelector<T>(select: (state: Snapshot<StoreState>) => T): T {
  // Through the core's own valtio (`watch`): the store may come from another copy of our code.
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

/** The page's site context (locale, language, base site, region, store base path). */
export function useSite(): SiteContext {
  return useStoreSelector(selectSite);
}

export function useSession(): Readonly<SessionState> {
  return useStoreSelector(selectSession);
}

/** A feature flag's current value, typed by its key; re-renders when the flag changes. */
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
