import { useEffect } from 'react';
import { startSessionWhenNeeded } from '../../auth/session/session-on-demand';
import { useCore } from '../../core/react/core-context';
import { useSession } from '../../core/react/use-store';
import type { SessionState } from '../../core/store/store';

/** The session, started once per page however many widgets ask. */
export function useStartedSession(): Readonly<SessionState> {
  const core = useCore();
  useEffect(() => {
    if (!core.store.session.loading) return;
    startSessionWhenNeeded(core);
  }, [core]);
  return useSession();
}
