import { logError } from '../../core/platform/log';
import {
  IDLE_LIMIT_MS,
  IDLE_WARNING_MS,
  LAST_ACTIVITY_KEY,
  readTime,
  writeTime,
  type KeyValueStorage,
} from '../session-constants/session-constants';

export interface IdleMonitorOptions {
  /** Default IDLE_LIMIT_MS (a customer's). */
  limitMs?: number;
  storage: KeyValueStorage;
  now: () => number;
  /** When the session's activity began (default: now); the monitor may start later. */
  startedAt?: number;
  target?: EventTarget;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  // Method syntax lets callers pass a `clearTimeout` typed for their own handle type.
  clearTimeout?(handle: unknown): void;
  /** Called at the warning's start and each second after, with the seconds left ("set it"). */
  onWarning: (secondsLeft: number) => void;
  /** Activity moved the idle time away: hide the warning. */
  onWarningCleared: () => void;
  /** Called once; the monitor has stopped. */
  onIdle: () => void;
}

export interface IdleMonitor {
  /** "Stay signed in": records activity for every tab. */
  extend: () => void;
  stop: () => void;
}

const SECOND_MS = 1000;
const CLOCK_TOLERANCE_MS = 60_000;

function defaultTarget(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** One timer for the next moment that can change the outcome; a late timer just ends it. */
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

  // Starting counts as activity, else a stale time signs out at once; `lastLocal` if storage fails.
  let lastLocal = options.startedAt ?? now();
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
    // Far ahead (clock set back): ignored; a little ahead (small correction): counts as now.
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
