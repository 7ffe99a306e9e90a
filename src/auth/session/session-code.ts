import type { AuthHandlers } from '../../api/http/commerce-client';
import type { SignOutReason } from '../../core/events/events';

/** What the session's code (start.ts, a chunk of its own) offers the widgets once it is here. */
export interface SessionCode {
  /** `signedInElsewhere`: loaded because another tab stored tokens (adopted, not checked). */
  startSession: (options?: { signedInElsewhere?: boolean }) => void;
  signIn: () => Promise<void>;
  signOut: (options: { reason: SignOutReason }) => Promise<void>;
  staySignedIn: () => void;
  dismissNotification: (id: string) => void;
  authHandlers: AuthHandlers;
  /** Starts fetching the identity SDK ahead of a sign-in (a failure is left to the sign-in). */
  prefetchIdentitySdk: () => void;
}

let provided: SessionCode | undefined;

/**
 * The session's code hands itself over as it runs (start.ts), to session-on-demand.ts, which
 * loads it: a load retried from a new URL (importAgain) gives the chunk's own module, whose export
 * names are the bundler's, not start.ts's. Apart from both, so that imports run one way.
 */
export function provideSessionCode(code: SessionCode): void {
  provided = code;
}

export function providedSessionCode(): SessionCode | undefined {
  return provided;
}
