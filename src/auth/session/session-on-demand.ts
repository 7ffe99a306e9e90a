import { setAuthHandlers, type Advices } from '../../api/http/commerce-client';
import { getCore } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import {
  sharedInstance,
  sharedLoad,
  type ClosedOnReset,
} from '../../core/platform/shared-instance';
import { finishSessionLoading } from '../../core/store/actions';
import type { SignOutReason } from '../../core/events/events';
import { readItem } from '../../core/platform/storage';
import { SESSION_INIT_TIMEOUT_MS, TOKENS_KEY } from '../session-constants/session-constants';
import { sessionToCheck } from './session-to-check';
import { providedSessionCode, type SessionCode } from './session-code';

// Decides when a page needs the session's code (src/auth/session/start.ts), a chunk of its own: at
// once with a session to check, else only when something happens (a sign-in here or in another
// tab, a step-up).

/** Started once per page; after a failure the next call loads it again. */
export function loadSession(options: { signedInElsewhere?: boolean } = {}): Promise<SessionCode> {
  return sharedLoad('session-code', () =>
    importAgain(() => import('./start')).then((m) => {
      const code: SessionCode = providedSessionCode() ?? m;
      code.startSession(options);
      return code;
    }),
  );
}

/** Loading ends after SESSION_INIT_TIMEOUT_MS at the latest, then shows signed out. */
export function startSessionWhenNeeded(): void {
  sharedInstance<ClosedOnReset>('session-on-demand', () => {
    const { config, store } = getCore();
    const reason = sessionToCheck({
      sessionEnabled: config.sessionEnabled,
      search: globalThis.location?.search ?? '',
    });
    if (!reason) {
      finishSessionLoading(getCore());
      return followUntilNeeded();
    }
    const deadline = setTimeout(() => finishSessionLoading(getCore()), SESSION_INIT_TIMEOUT_MS);
    loadSession().catch((error: unknown) => {
      logError('the session code could not be loaded; showing the page signed out', error);
      if (store.session.loading) finishSessionLoading(getCore());
    });
    return { closeOnReset: () => clearTimeout(deadline) };
  });
}

/** Anonymous until a commerce request asks for a step-up or renewal, or another tab signs in. */
function followUntilNeeded(): ClosedOnReset {
  setAuthHandlers({
    stepUp: (advices: Advices) =>
      loadSession().then(
        (m) => m.authHandlers.stepUp(advices),
        (error: unknown) => {
          logError('step-up could not start', error);
          return undefined;
        },
      ),
    renewToken: () =>
      getCore().store.session.user
        ? loadSession().then((m) => m.authHandlers.renewToken())
        : Promise.resolve(false),
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKENS_KEY && event.key !== null) return;
    if (readItem(TOKENS_KEY) === null) return;
    globalThis.removeEventListener('storage', onStorage);
    loadSession({ signedInElsewhere: true }).catch((error: unknown) =>
      logError('could not follow the sign-in of another tab', error),
    );
  };
  globalThis.addEventListener('storage', onStorage);
  return { closeOnReset: () => globalThis.removeEventListener('storage', onStorage) };
}

export const sessionActions = {
  signIn: (): Promise<void> => run((m) => m.signIn(), 'sign-in could not start'),
  signOut: (options: { reason: SignOutReason }): Promise<void> =>
    run((m) => m.signOut(options), 'sign-out could not start'),
  staySignedIn: (): Promise<void> => run((m) => m.staySignedIn(), 'could not stay signed in'),
  dismissNotification: (id: string): Promise<void> =>
    run((m) => m.dismissNotification(id), 'could not dismiss the notification'),
};

async function run(action: (m: SessionCode) => unknown, failure: string): Promise<void> {
  try {
    await action(await loadSession());
  } catch (error) {
    logError(failure, error);
  }
}
