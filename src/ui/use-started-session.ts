import { useEffect } from 'react';
import { getCore } from '../core/core';
import { useSession } from '../core/react/use-store';
import type { SessionState } from '../core/store/store';

/**
 * The session, for every widget that shows or needs it: the one way the page's session check
 * starts (once per page however many widgets ask; its code is a chunk of its own, which the loader
 * fetches early). A widget defined without the loader (an integrator's bundle, Storybook) starts
 * it the same way. A session that is no longer loading is known already: nothing to start.
 */
export function useStartedSession(): Readonly<SessionState> {
  useEffect(() => {
    if (!getCore().store.session.loading) return;
    void import('../auth/session/start').then((m) => m.startSession());
  }, []);
  return useSession();
}
