import { proxy } from 'valtio/vanilla';
import type { FlagValues } from '../flags/flag-defaults';
import type { SiteContext } from '../locale/site-context';
import { readStoredEmulation, type Emulation } from './emulation';
import type { User } from './user';

export interface SessionState {
  /** True until the session check has finished (spec section 4: loading starts true). */
  loading: boolean;
  user: User | null;
  /** Seconds left before the idle sign-out while the warning shows; null otherwise. */
  idleWarning: number | null;
}

/** A message for the shopper from the `notifications` query parameter or the session (plain text). */
export interface StoreNotification {
  id: string;
  type?: string | undefined;
  title?: string | undefined;
  message: string;
  /** For messages of our own (sign-out): a catalog key the showing widget translates instead of `message`. */
  textKey?: 'signedOutNotice' | 'signedOutIdle' | undefined;
}

export interface StoreState {
  site: SiteContext;
  session: SessionState;
  flags: FlagValues;
  /** Set when the visitor's country could not be identified; the header then offers the international contacts. */
  countryUnidentified: boolean;
  notifications: StoreNotification[];
  /** A request needs the shopper to confirm who they are (step-up): the tree's query, until answered. */
  stepUp: Record<string, string> | null;
  /** A customer service member acting for a customer (src/core/store/emulation.ts). */
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
