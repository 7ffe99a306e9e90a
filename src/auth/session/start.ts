import type { Core } from '../../core/core';
import { sharedInstance } from '../../core/platform/shared-instance';
import {
  dismissNotification,
  showQueryNotifications,
  signIn,
  signOut,
  staySignedIn,
} from './session-actions';
import { loadIdentitySdk } from './identity-client';
import { loadTokenCode } from '../identity/load-token-code';
import { provideSessionCode } from './session-code';
import { startSession as startSessionCheck } from './session-manager';
import { authHandlers, installAuthHandlers } from './step-up';

/** The session's code, a chunk loaded only when needed (session-on-demand.ts). */
export function startSession(core: Core, options: { signedInElsewhere?: boolean } = {}): void {
  sharedInstance('session-start', () => {
    installAuthHandlers(core);
    startSessionCheck(core, options);
    showQueryNotifications(core);
    return true;
  });
}

/** A sign-in's code: the tree's, and the token code it ends with. */
export function prefetchIdentitySdk(core: Core): void {
  loadIdentitySdk(core).catch(() => undefined);
  loadTokenCode().catch(() => undefined);
}

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
