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
import { SESSION_INIT_TIMEOUT_MS, TOKENS_KEY } from '../session-constants';
import { sessionToCheck } from './session-to-check';
import { providedSessionCode, type SessionCode } from './session-code';

/**
 * Issue 31: the session's code (the check, token renewal, activity and idle tracking, the
 * notifications, the regional switch: src/auth/session/start.ts) is a chunk of its own, and this
 * small module, in the runtime, decides when a page needs it. A page with a session to check
 * (session-to-check.ts) loads it at once, as the first widget that shows the session renders; an
 * anonymous visitor's page knows its state without it and loads it only when something happens:
 * the shopper signs in, another tab signs in, a request asks for a step-up.
 */

/** The session's code, started (once per page); after a failure the next call loads it again. */
export function loadSession(options: { signedInElsewhere?: boolean } = {}): Promise<SessionCode> {
  // Retried after 1 s and 3 s from a new URL, as every lazy file is.
  return sharedLoad('session-code', () =>
    importAgain(() => import('./start')).then((m) => {
      const code: SessionCode = providedSessionCode() ?? m;
      code.startSession(options);
      return code;
    }),
  );
}

/**
 * Starts what the page's session needs, once per page, from every widget that shows it
 * (src/ui/use-started-session.ts): the session's code when there is a session to check, with the
 * spec's limit (loading ends after 4 s at the latest, even if the code is slow to come or never
 * does: the page then shows signed out, as when the identity server is down); otherwise the
 * anonymous state at once, and a watch for what needs the code later.
 */
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

/**
 * An anonymous page until something needs the session's code: a step-up or a token renewal that
 * a commerce request asks for (the API client's handlers load it then), or tokens another tab
 * stored (its sign-in: this page's check then finds and restores them).
 */
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
    // Renewal is for a signed-in shopper only; nobody is signed in without the session's code.
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

/** The widgets' session actions: each loads the session's code if it is not here yet. */
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
