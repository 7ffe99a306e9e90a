import { useEffect } from 'react';
import { useSession } from '../core/react/use-store';
import type { SessionState } from '../core/store/store';

/**
 * The session, for widgets that wait for it. The loader starts the page's one session check; an
 * integrator or a story that defined our element without the loader has not, so the first widget
 * that waits starts it (once per page; its own chunk, imported only then).
 */
export function useStartedSession(): Readonly<SessionState> {
  useEffect(() => {
    void import('../auth/session/start').then((m) => m.startSession());
  }, []);
  return useSession();
}
