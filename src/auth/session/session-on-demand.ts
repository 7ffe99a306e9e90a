import { setAuthHandlers, type Advices } from '../../api/http/commerce-auth';
import type { Core } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import {
  sharedInstance,
  sharedLoad,
  type ClosedOnReset,
} from '../../core/platform/shared-instance';
import { finishSessionLoading } from '../../core/store/actions';
import { readItem } from '../../core/platform/storage';
import { SESSION_INIT_TIMEOUT_MS, TOKENS_KEY } from '../session-constants/session-constants';
import { sessionToCheck } from './session-to-check';
import { providedSessionCode, type SessionCode, type SignOutOptions } from './session-code';

// Loads the session's chunk at once with a session to check, else on a sign-in or step-up.

/** Started once per page; after a failure the next call loads it again. */
export function loadSession(
  core: Core,
  options: { signedInElsewhere?: boolean } = {},
): Promise<SessionCode> {
  return sharedLoad('session-code', () =>
    importAgain(() => import('./start')).then((m) => {
      const code: SessionCode = providedSessionCode() ?? m;
      code.startSession(core, options);
      return code;
    }),
  );
}

/** Loading ends after SESSION_INIT_TIMEOUT_MS at the latest, then shows signed out. */
export function startSessionWhenNeeded(core: Core): void {
  sharedInstance<ClosedOnReset>('session-on-demand', () => {
    const { config, store } = core;
    const reason = sessionToCheck({
      sessionEnabled: config.sessionEnabled,
      search: globalThis.location?.search ?? '',
    });
    if (!reason) {
      finishSessionLoading(core);
      return followUntilNeeded(core);
    }
    const deadline = setTimeout(() => finishSessionLoading(core), SESSION_INIT_TIMEOUT_MS);
    loadSession(core).catch((error: unknown) => {
      logError('the session code could not be loaded; showing the page signed out', error);
      if (store.session.loading) finishSessionLoading(core);
    });
    return { closeOnReset: () => clearTimeout(deadline) };
  });
}

/** Anonymous until a commerce request asks for a step-up or renewal, or another tab signs in. */
function followUntilNeeded(core: Core): ClosedOnReset {
  setAuthHandlers({
    stepUp: (advices: Advices) =>
      loadSession(core).then(
        (m) => m.authHandlers(core).stepUp(advices),
        (error: unknown) => {
          logError('step-up could not start', error);
          return undefined;
        },
      ),
    renewToken: () =>
      core.store.session.user
        ? loadSession(core).then((m) => m.authHandlers(core).renewToken())
        : Promise.resolve(false),
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKENS_KEY && event.key !== null) return;
    if (readItem(TOKENS_KEY) === null) return;
    globalThis.removeEventListener('storage', onStorage);
    loadSession(core, { signedInElsewhere: true }).catch((error: unknown) =>
      logError('could not follow the sign-in of another tab', error),
    );
  };
  globalThis.addEventListener('storage', onStorage);
  return { closeOnReset: () => globalThis.removeEventListener('storage', onStorage) };
}

export const sessionActions = {
  signIn: (core: Core): Promise<void> =>
    run(core, (m) => m.signIn(core), 'sign-in could not start'),
  signOut: (core: Core, options: SignOutOptions): Promise<void> =>
    run(core, (m) => m.signOut(core, options), 'sign-out could not start'),
  staySignedIn: (core: Core): Promise<void> =>
    run(core, (m) => m.staySignedIn(), 'could not stay signed in'),
  dismissNotification: (core: Core, id: string): Promise<void> =>
    run(core, (m) => m.dismissNotification(core, id), 'could not dismiss the notification'),
};

async function run(
  core: Core,
  action: (m: SessionCode) => unknown,
  failure: string,
): Promise<void> {
  try {
    await action(await loadSession(core));
  } catch (error) {
    logError(failure, error);
  }
}
