import type { AuthHandlers } from '../../api/http/commerce-auth';
import type { Core } from '../../core/core';
import type { SignOutReason } from '../../core/events/events';

export interface SignOutOptions {
  reason: SignOutReason;
}

/** The session's code; what acts on the page takes its core first, as the store's actions do. */
export interface SessionCode {
  /** `signedInElsewhere`: another tab stored tokens (adopted, not checked). */
  startSession: (core: Core, options?: { signedInElsewhere?: boolean }) => void;
  signIn: (core: Core) => Promise<void>;
  signOut: (core: Core, options: SignOutOptions) => Promise<void>;
  staySignedIn: () => void;
  dismissNotification: (core: Core, id: string) => void;
  authHandlers: (core: Core) => AuthHandlers;
  prefetchIdentitySdk: (core: Core) => void;
}

let provided: SessionCode | undefined;

/** A chunk retried from a new URL has the bundler's export names, so the code hands itself over. */
export function provideSessionCode(code: SessionCode): void {
  provided = code;
}

export function providedSessionCode(): SessionCode | undefined {
  return provided;
}
