import { useEffect } from 'react';
import { startSessionWhenNeeded } from '../../auth/session/session-on-demand';
import { getCore } from '../../core/core';
import { useSession } from '../../core/react/use-store';
import type { SessionState } from '../../core/store/store';

/** The session, started once per page however many widgets ask. */
export function useStartedSession(): Readonly<SessionState> {
  useEffect(() => {
    if (!getCore().store.session.loading) return;
    startSessionWhenNeeded();
  }, []);
  return useSession();
}
