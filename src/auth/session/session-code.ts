import type { AuthHandlers } from '../../api/http/commerce-client';
import type { SignOutReason } from '../../core/events/events';

export interface SessionCode {
  /** `signedInElsewhere`: another tab stored tokens (adopted, not checked). */
  startSession: (options?: { signedInElsewhere?: boolean }) => void;
  signIn: () => Promise<void>;
  signOut: (options: { reason: SignOutReason }) => Promise<void>;
  staySignedIn: () => void;
  dismissNotification: (id: string) => void;
  authHandlers: AuthHandlers;
  prefetchIdentitySdk: () => void;
}

let provided: SessionCode | undefined;

/** A chunk retried from a new URL has the bundler's export names, so the code hands itself over. */
export function provideSessionCode(code: SessionCode): void {
  provided = code;
}

export function providedSessionCode(): SessionCode | undefined {
  return provided;
}
