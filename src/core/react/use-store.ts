import { useSnapshot } from 'valtio';
import { getCore } from '../core';
import type { FlagKey, FlagValues } from '../flags/flag-defaults';
import type { SiteContext } from '../locale/resolve-locale';
import type { SessionState } from '../store/store';

/** The page's site context (locale, language, base site, region, store base path). */
export function useSite(): SiteContext {
  return useSnapshot(getCore().store).site;
}

export function useSession(): Readonly<SessionState> {
  return useSnapshot(getCore().store).session as Readonly<SessionState>;
}

/** A feature flag's current value, typed by its key; re-renders when the flag changes. */
export function useFlag<K extends FlagKey>(key: K): FlagValues[K] {
  return useSnapshot(getCore().store).flags[key] as FlagValues[K];
}

export function useCountryUnidentified(): boolean {
  return useSnapshot(getCore().store).countryUnidentified;
}
