import { proxy } from 'valtio/vanilla';
import type { FlagValues } from '../flags/flag-defaults';
import type { SiteContext } from '../locale/resolve-locale';
import type { User } from './user';

export interface SessionState {
  /** True until the session check has finished (spec section 4: loading starts true). */
  loading: boolean;
  user: User | null;
}

export interface StoreState {
  site: SiteContext;
  session: SessionState;
  flags: FlagValues;
  /** Set when the visitor's country could not be identified; the header then offers the international contacts. */
  countryUnidentified: boolean;
}

export function createStore(site: SiteContext, flags: FlagValues): StoreState {
  return proxy<StoreState>({
    site,
    session: { loading: true, user: null },
    flags,
    countryUnidentified: false,
  });
}
