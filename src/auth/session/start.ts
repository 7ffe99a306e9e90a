import { sharedInstance } from '../../core/platform/shared-instance';
import {
  dismissNotification,
  showQueryNotifications,
  signIn,
  signOut,
  staySignedIn,
} from './session-actions';
import { loadIdentitySdk } from './identity-client';
import { provideSessionCode } from './session-code';
import { startSession as startSessionCheck } from './session-manager';
import { authHandlers, installAuthHandlers } from './step-up';

/**
 * The session's code, a chunk of its own (vite.config.ts) that a page loads only when it has a
 * session to check or the shopper acts (src/auth/session/session-on-demand.ts).
 *
 * Everything a page's session needs, started once: the session check, the activity session hooks
 * (installed by importing session-actions) and the notifications carried in the URL.
 */
export function startSession(options: { signedInElsewhere?: boolean } = {}): void {
  sharedInstance('session-start', () => {
    installAuthHandlers();
    startSessionCheck(options);
    showQueryNotifications();
    return true;
  });
}

/** The identity SDK, fetched as the shopper goes for a sign-in button (src/ui/sign-in/use-sign-in.tsx). */
export function prefetchIdentitySdk(): void {
  loadIdentitySdk().catch(() => undefined);
}

// What the widgets call once it is here (through session-on-demand.ts).
export { authHandlers, dismissNotification, signIn, signOut, staySignedIn };
provideSessionCode({
  prefetchIdentitySdk,
  startSession,
  authHandlers,
  dismissNotification,
  signIn,
  signOut,
  staySignedIn,
});
