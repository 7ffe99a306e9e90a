import { logError } from '../../core/platform/log';
import {
  IDLE_LIMIT_MS,
  IDLE_WARNING_MS,
  LAST_ACTIVITY_KEY,
  readTime,
  writeTime,
  type KeyValueStorage,
} from '../session-constants';

export interface IdleMonitorOptions {
  /** How long without activity ends the session; default IDLE_LIMIT_MS (a customer's). */
  limitMs?: number;
  /** Usually `localStorage`: the activity time every tab's tracker writes. */
  storage: KeyValueStorage;
  now: () => number;
  /** Where `storage` events from other tabs arrive; default `window` (none outside a browser). */
  target?: EventTarget;
  /** Injectable for tests; default the global timers, looked up at call time. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  // Method syntax on purpose: lets callers pass `clearTimeout` typed for their own handle type.
  clearTimeout?(handle: unknown): void;
  /**
   * The warning is due, or its whole seconds changed: called when it starts and once per second
   * while it shows, with the seconds left (15 … 1), so the dialog can show a countdown without a
   * timer of its own. Treat it as "set the seconds left", not as "open another dialog".
   */
  onWarning: (secondsLeft: number) => void;
  /** Activity (here, in another tab, or `extend()`) moved the idle time away: hide the warning. */
  onWarningCleared: () => void;
  /** Idle past the limit in every tab: called once, after which the monitor has stopped. */
  onIdle: () => void;
}

export interface IdleMonitor {
  /** "Stay signed in": records activity now (for every tab) and hides the warning. */
  extend: () => void;
  /** Removes the timer and the listener; nothing is called afterwards. */
  stop: () => void;
}

const SECOND_MS = 1000;
const CLOCK_TOLERANCE_MS = 60_000;

function defaultTarget(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * Watches for the idle limit (spec section 4): idle when now minus the last activity stored by ANY
 * tab reaches IDLE_LIMIT_MS, with a warning IDLE_WARNING_MS before. No polling: one timer is set
 * for the next moment that can change the outcome (the warning time, the next countdown second or
 * the idle time), and the stored time is read again then, so activity recorded meanwhile simply
 * moves the deadline. Other tabs' activity also arrives through the `storage` event, which hides a
 * showing warning at once. A timer that fires late (background tab throttling, a sleeping laptop)
 * just finds the session idle and ends it, skipping a warning nobody could have seen.
 */
export function startIdleMonitor(options: IdleMonitorOptions): IdleMonitor {
  const { storage, now, onWarning, onWarningCleared, onIdle, limitMs = IDLE_LIMIT_MS } = options;
  const target = options.target ?? defaultTarget();
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = (handle: unknown) => {
    if (options.clearTimeout) options.clearTimeout(handle);
    else globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]);
  };

  let timer: unknown;
  let stopped = false;
  let shownSeconds: number | undefined;

  // Starting the monitor (a page load by a signed-in shopper) counts as activity: otherwise a
  // stale time left by yesterday's visit would log the shopper out the moment the page opens.
  // It is also written, so every tab agrees on it. `lastLocal` (this tab's own start and
  // `extend()` times) keeps the monitor sane if storage is blocked.
  let lastLocal = now();
  if ((readTime(storage, LAST_ACTIVITY_KEY) ?? -Infinity) < lastLocal) {
    writeTime(storage, LAST_ACTIVITY_KEY, lastLocal);
  }

  const safely = (what: string, callback: () => void) => {
    try {
      callback();
    } catch (error) {
      logError(`idle monitor: ${what} failed`, error);
    }
  };

  const cancelTimer = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };

  const check = () => {
    cancelTimer();
    if (stopped) return;
    const time = now();
    let stored = readTime(storage, LAST_ACTIVITY_KEY) ?? -Infinity;
    // A time far in the future (the clock was set back) would postpone idle until the clock caught
    // up, so it is ignored; one a little ahead (a small clock correction) counts as now.
    if (stored > time + CLOCK_TOLERANCE_MS) stored = -Infinity;
    const last = Math.min(Math.max(stored, lastLocal), time);
    const left = last + limitMs - time;

    if (left <= 0) {
      stop();
      safely('onIdle', onIdle);
      return;
    }
    if (left <= IDLE_WARNING_MS) {
      const secondsLeft = Math.ceil(left / SECOND_MS);
      if (secondsLeft !== shownSeconds) {
        shownSeconds = secondsLeft;
        safely('onWarning', () => onWarning(secondsLeft));
      }
      // Next: when the whole seconds left drop by one (for the last second, the idle time).
      timer = setTimer(check, left - (secondsLeft - 1) * SECOND_MS);
      return;
    }
    if (shownSeconds !== undefined) {
      shownSeconds = undefined;
      safely('onWarningCleared', onWarningCleared);
    }
    timer = setTimer(check, left - IDLE_WARNING_MS);
  };

  const onStorage = (event: Event) => {
    const { key, storageArea } = event as Partial<StorageEvent>;
    // Session storage events and other keys do not concern us; `key: null` means clear().
    if (storageArea != null && storageArea !== storage) return;
    if (key != null && key !== LAST_ACTIVITY_KEY) return;
    check();
  };

  function stop() {
    stopped = true;
    cancelTimer();
    target?.removeEventListener('storage', onStorage);
  }

  target?.addEventListener('storage', onStorage);
  check();

  return {
    extend() {
      if (stopped) return;
      lastLocal = now();
      writeTime(storage, LAST_ACTIVITY_KEY, lastLocal);
      check();
    },
    stop,
  };
}
