import type { Core } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { setIdleWarning } from '../../core/store/actions';
import { startActivityTracking } from '../activity/activity-tracker';
import { SIGNED_IN_PREFETCH_MS } from '../session-constants/session-constants';
import type { ActivityReactions, ActivitySessionHandlers } from './activity-reactions';

/**
 * The activity session of spec section 4, active while a customer is signed in. Its tracker
 * records each activity's time from the session's start, for every tab's idle time. What activity
 * sets off (the customer check, the token's refresh) and the idle monitor are
 * activity-reactions.ts, fetched with the first activity or a minute in, whichever comes first:
 * nothing of theirs is due sooner (the idle limit is 30 minutes, the monitor counts from the
 * session's start), and a page opened and only read never waits for them.
 */
export function startActivitySession(
  core: Core,
  handlers: ActivitySessionHandlers,
): {
  stop: () => void;
  extend: () => void;
} {
  const storage = storageOrPageMemory('local');
  const startedAt = Date.now();
  let reactions: ActivityReactions | undefined;
  let loading: Promise<ActivityReactions | undefined> | undefined;
  let stopped = false;
  const load = () =>
    (loading ??= importAgain(() => import('./activity-reactions')).then(
      (code) => {
        if (!stopped)
          reactions ??= code.startActivityReactions(core, handlers, { storage, startedAt });
        return reactions;
      },
      (error: unknown) => {
        loading = undefined; // the next activity tries again
        logError('the activity session could not be loaded', error);
        return undefined;
      },
    ));
  const timer = setTimeout(() => void load(), SIGNED_IN_PREFETCH_MS);
  const stopTracking = startActivityTracking({
    target: globalThis,
    storage,
    now: () => Date.now(),
    // While the idle warning shows, the focus the dialog itself moves does not count.
    shouldIgnore: (event) => event.type === 'focus' && core.store.session.idleWarning !== null,
    onActivity: (event) => {
      // Unload: no renewal, as one cut off after deleting the old tokens signs out the next page.
      if (event.type === 'beforeunload') return;
      if (reactions) reactions.onActivity();
      else void load().then((loaded) => loaded?.onActivity());
    },
  });
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      stopTracking();
      reactions?.stop();
      setIdleWarning(core, null);
    },
    extend: () => reactions?.extend(),
  };
}
