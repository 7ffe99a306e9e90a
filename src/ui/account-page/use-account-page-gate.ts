import type { SessionState } from '../../core/store/store';
import { useStartedSession } from '../session/use-started-session';
import { accountPageAvailable, type AccountPageId } from './account-pages';
import { useAccountFlags } from './use-account-flags';

/**
 * What stands between a shopper and an account page's content: the session still being checked,
 * the page's feature flag off (`unavailable`, spec section 9), a visitor (`signed-out`), or
 * nothing (`open`). A page with no flag of its own is `overview`.
 */
export type AccountPageGate = 'loading' | 'unavailable' | 'signed-out' | 'open';

export interface AccountPageGateOptions {
  /** Visitors may use the page too (the order status lookup by order number and email). */
  visitors?: boolean | undefined;
  /**
   * A further condition of the page's own (a qualification type the flag does not allow): false
   * makes the page unavailable like its flag would.
   */
  available?: boolean | undefined;
}

/**
 * The gate of one account page. Widgets read it to decide whether to fetch (nothing is fetched
 * for a page that is off, or for a visitor); the shell (account-page.tsx) reads it to decide what
 * to show. A page that is off says so before anything else: signing in would not help.
 */
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
