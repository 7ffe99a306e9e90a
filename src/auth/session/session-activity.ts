import type { Core } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { logError } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { setIdleWarning } from '../../core/store/actions';
import { ACTIVITY_EVENTS, startActivityTracking } from '../activity/activity-tracker';
import { SIGNED_IN_PREFETCH_MS } from '../session-constants/session-constants';
import type { ActivityReactions, ActivitySessionHandlers } from './activity-reactions';

/**
 * The activity session of spec section 4, active while a customer is signed in. Its tracker
 * records each activity's time from the session's start, for every tab's idle time. What activity
 * sets off (the customer check, the token's refresh) and the idle monitor are
 * activity-reactions.ts, fetched with the first input or a minute in, whichever comes first:
 * nothing of theirs is due within that minute (the monitor counts from the session's start), and
 * a page opened and only read never waits for them.
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
  let loading: Promise<void> | undefined;
  let stopped = false;
  /** The time of the last activity that came before the code: it acts on it once there. */
  let missedAt: number | undefined;
  const load = () =>
    (loading ??= importAgain(() => import('./activity-reactions')).then(
      (code) => {
        if (stopped) return;
        listen(false);
        reactions ??= code.startActivityReactions(core, handlers, { storage, startedAt });
        if (missedAt !== undefined) reactions.onActivity(missedAt);
        missedAt = undefined;
      },
      (error: unknown) => {
        loading = undefined; // the next input tries again
        logError('the activity session could not be loaded', error);
      },
    ));
  const timer = setTimeout(() => void load(), SIGNED_IN_PREFETCH_MS);
  // The shopper's first input fetches it, whether or not the tracker's throttle lets it through;
  // a focus may be the page's own (a dialog's first field), not hers.
  const inputs = ACTIVITY_EVENTS.filter((type) => type !== 'focus' && type !== 'beforeunload');
  const onInput = () => void load();
  const listen = (on: boolean) => {
    for (const type of inputs) {
      if (on) globalThis.addEventListener(type, onInput, { capture: true, passive: true });
      else globalThis.removeEventListener(type, onInput, { capture: true });
    }
  };
  listen(true);
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
      else missedAt = Date.now();
    },
  });
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      listen(false);
      stopTracking();
      reactions?.stop();
      setIdleWarning(core, null);
    },
    extend: () => reactions?.extend(),
  };
}
