import { proxy } from 'valtio/vanilla';
import type { FlagValues } from '../flags/flag-defaults';
import type { SiteContext } from '../locale/site-context';
import { readStoredEmulation, type Emulation } from './emulation';
import type { User } from './user';

export interface SessionState {
  /** Spec section 4: true until the session check has finished. */
  loading: boolean;
  user: User | null;
  idleWarning: number | null;
}

/** From the `notifications` query parameter or the session; plain text. */
export interface StoreNotification {
  id: string;
  type?: string | undefined;
  title?: string | undefined;
  message: string;
  /** For messages of our own: translated instead of `message`. */
  textKey?: 'signedOutNotice' | 'signedOutIdle' | undefined;
}

export interface StoreState {
  site: SiteContext;
  session: SessionState;
  flags: FlagValues;
  countryUnidentified: boolean;
  notifications: StoreNotification[];
  /** Step-up: the tree's query, until answered. */
  stepUp: Record<string, string> | null;
  emulation: Emulation | null;
}

export function createStore(site: SiteContext, flags: FlagValues): StoreState {
  return proxy<StoreState>({
    site,
    session: { loading: true, user: null, idleWarning: null },
    flags,
    countryUnidentified: false,
    notifications: [],
    stepUp: null,
    emulation: readStoredEmulation(),
  });
}
