import type { SessionState } from '../../core/store/store';
import { useStartedSession } from '../session/use-started-session';
import { accountPageAvailable, type AccountPageId } from './account-pages';
import { useAccountFlags } from './use-account-flags';

export type AccountPageGate = 'loading' | 'unavailable' | 'signed-out' | 'open';

export interface AccountPageGateOptions {
  /** Visitors may use the page too (the order status lookup). */
  visitors?: boolean | undefined;
  /** False makes the page unavailable like its flag would. */
  available?: boolean | undefined;
}

/** A page that is off says so first: signing in would not help. */
export function useAccountPageGate(
  page: AccountPageId | 'overview' | 'invoices',
  options: AccountPageGateOptions = {},
): { gate: AccountPageGate; session: Readonly<SessionState> } {
  const session = useStartedSession();
  const flags = useAccountFlags();
  const flagOn = page === 'overview' || page === 'invoices' || accountPageAvailable(page, flags);
  let gate: AccountPageGate;
  if (!flagOn || options.available === false) gate = 'unavailable';
  else if (options.visitors) gate = 'open';
  else if (session.loading) gate = 'loading';
  else gate = session.user ? 'open' : 'signed-out';
  return { gate, session };
}
