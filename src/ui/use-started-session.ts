import { useEffect } from 'react';
import { startSessionWhenNeeded } from '../auth/session/session-on-demand';
import { useCore } from '../core/react/core-context';
import { useSession } from '../core/react/use-store';
import type { SessionState } from '../core/store/store';

/**
 * The session, for every widget that shows or needs it: the one way the page's session starts
 * (once per page however many widgets ask). Its code is a chunk of its own that only a page with
 * a session to check loads at once; an anonymous visitor's page is known signed out without it
 * (src/auth/session/session-on-demand.ts). A widget defined without the loader (an integrator's
 * bundle, Storybook) starts it the same way. A session that is no longer loading is known
 * already: nothing to start.
 */
export function useStartedSession(): Readonly<SessionState> {
  const core = useCore();
  useEffect(() => {
    if (!core.store.session.loading) return;
    startSessionWhenNeeded(core);
  }, [core]);
  return useSession();
}
