import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startActivityTracking } from './activity-tracker';
import { startIdleMonitor, type IdleMonitor } from './idle-monitor';
import {
  IDLE_LIMIT_MS,
  IDLE_WARNING_MS,
  LAST_ACTIVITY_KEY,
} from '../session-constants/session-constants';
import { AGENT_IDLE_LIMIT_MS } from '../../rules/support/assisted-service';
import { BlockedStorage, MemoryStorage, storageEvent } from '../../testing/memory-storage';

const START = Date.UTC(2025, 0, 1, 9, 0, 0);
const WARN_AT = IDLE_LIMIT_MS - IDLE_WARNING_MS; // ms after the last activity

let win: EventTarget;
let storage: MemoryStorage;
let onWarning: ReturnType<typeof vi.fn<(secondsLeft: number) => void>>;
let onWarningCleared: ReturnType<typeof vi.fn<() => void>>;
let onIdle: ReturnType<typeof vi.fn<() => void>>;
let monitor: IdleMonitor | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  win = new EventTarget();
  storage = new MemoryStorage();
  onWarning = vi.fn<(secondsLeft: number) => void>();
  onWarningCleared = vi.fn<() => void>();
  onIdle = vi.fn<() => void>();
});
afterEach(() => {
  monitor?.stop();
  monitor = undefined;
  vi.useRealTimers();
});

function start(s: Storage = storage, startedAt?: number): IdleMonitor {
  monitor = startIdleMonitor({
    storage: s,
    startedAt,
    now: () => Date.now(),
    target: win,
    onWarning,
    onWarningCleared,
    onIdle,
  });
  return monitor;
}

/** Another tab records activity: it writes local storage, and this tab hears a `storage` event. */
function otherTabActivity(at = Date.now()) {
  storage.setItem(LAST_ACTIVITY_KEY, String(at));
  win.dispatchEvent(storageEvent(LAST_ACTIVITY_KEY, storage, String(at)));
}

describe('startIdleMonitor: timing', () => {
  it('started late, counts from the session’s start, as its own activity with no other', () => {
    const startedAt = Date.now();
    vi.advanceTimersByTime(60_000);
    start(storage, startedAt);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(startedAt));
    vi.advanceTimersByTime(WARN_AT - 60_000 - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledWith(15);
  });

  it('warns 15 s before the limit, counts down each second, and goes idle at the limit, once', () => {
    start();
    vi.advanceTimersByTime(WARN_AT - 1);
    expect(onWarning).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenLastCalledWith(15);

    vi.advanceTimersByTime(IDLE_WARNING_MS - 1);
    expect(onWarning.mock.calls.map(([s]) => s)).toEqual([
      15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(onIdle).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onWarningCleared).not.toHaveBeenCalled();

    vi.advanceTimersByTime(IDLE_LIMIT_MS * 3);
    otherTabActivity();
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledTimes(15);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not poll: one timer, set for the warning time', () => {
    start();
    expect(vi.getTimerCount()).toBe(1);
    // Nothing runs before the warning is due, however many seconds pass.
    vi.advanceTimersToNextTimer();
    expect(Date.now()).toBe(START + WARN_AT);
    expect(onWarning).toHaveBeenCalledWith(15);
  });

  it('starting counts as activity: a stale time from an earlier visit does not log out at once', () => {
    storage.setItem(LAST_ACTIVITY_KEY, String(START - 2 * 24 * 3_600_000));
    start();
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START));
    vi.advanceTimersByTime(WARN_AT - 1);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('starting keeps a newer stored time from another tab', () => {
    storage.setItem(LAST_ACTIVITY_KEY, String(START + 5000));
    start();
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START + 5000));
  });

  it('this tab’s activity (the tracker writing storage) moves the deadline without any event', () => {
    start();
    const stopTracking = startActivityTracking({
      target: win,
      storage,
      now: () => Date.now(),
      onActivity: () => {},
    });
    vi.advanceTimersByTime(10 * 60_000);
    win.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(WARN_AT - 10 * 60_000); // the original warning time
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledWith(15);
    stopTracking();
  });

  it('a timer that fires late (sleeping laptop) ends the session without a warning', () => {
    start();
    vi.setSystemTime(START + 3 * IDLE_LIMIT_MS);
    vi.advanceTimersToNextTimer();
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('a stored time far in the future (clock set back) is ignored, not waited for', () => {
    start();
    storage.setItem(LAST_ACTIVITY_KEY, String(START + 10 * IDLE_LIMIT_MS));
    vi.advanceTimersByTime(WARN_AT);
    expect(onWarning).toHaveBeenCalledWith(15);
    vi.advanceTimersByTime(IDLE_WARNING_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('a stored time slightly ahead (small clock correction) is trusted', () => {
    start();
    vi.advanceTimersByTime(WARN_AT - 1000);
    const ahead = Date.now() + 30_000;
    storage.setItem(LAST_ACTIVITY_KEY, String(ahead));
    vi.advanceTimersByTime(ahead + WARN_AT - 1 - Date.now());
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledWith(15);
  });
});

describe('startIdleMonitor: other tabs', () => {
  it('is not idle while another tab’s stored activity is recent', () => {
    start();
    vi.advanceTimersByTime(20 * 60_000);
    otherTabActivity();
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onWarning).toHaveBeenCalledWith(15);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('another tab’s activity during the warning hides it at once', () => {
    start();
    vi.advanceTimersByTime(WARN_AT + 5000);
    expect(onWarning).toHaveBeenLastCalledWith(10);
    otherTabActivity();
    expect(onWarningCleared).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WARN_AT - 1);
    expect(onWarning).toHaveBeenCalledTimes(6); // 15 … 10, nothing since
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenLastCalledWith(15);
  });

  it('activity stored without an event (another widget in this tab) is found at the next check', () => {
    start();
    vi.advanceTimersByTime(WARN_AT + 2000);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    expect(onWarningCleared).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onWarningCleared).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WARN_AT - 1001); // just before the new warning time
    expect(onWarning).toHaveBeenCalledTimes(3); // 15, 14, 13 before the activity was found
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('storage events for other keys or for session storage are ignored', () => {
    start();
    vi.advanceTimersByTime(WARN_AT + 2000);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    win.dispatchEvent(storageEvent('store-widgets.tokens', storage));
    win.dispatchEvent(storageEvent(LAST_ACTIVITY_KEY, new MemoryStorage()));
    expect(onWarningCleared).not.toHaveBeenCalled();
    win.dispatchEvent(storageEvent(null, storage)); // clear() in another tab: re-read
    expect(onWarningCleared).toHaveBeenCalledTimes(1);
  });

  it('another tab idle past the limit too: idle handling runs in this tab', () => {
    storage.setItem(LAST_ACTIVITY_KEY, String(START - 10 * 60_000)); // other tab, long quiet
    start();
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('startIdleMonitor: extend and stop', () => {
  it('extend ("Stay signed in") hides the warning and restarts the full limit for every tab', () => {
    const idle = start();
    vi.advanceTimersByTime(WARN_AT + 3000);
    idle.extend();
    expect(onWarningCleared).toHaveBeenCalledTimes(1);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('extend without a warning clears nothing', () => {
    const idle = start();
    vi.advanceTimersByTime(60_000);
    idle.extend();
    expect(onWarningCleared).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stop cancels the timer and the listener; extend after stop does nothing', () => {
    const idle = start();
    idle.stop();
    expect(vi.getTimerCount()).toBe(0);
    otherTabActivity();
    idle.extend();
    vi.advanceTimersByTime(3 * IDLE_LIMIT_MS);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after idle, extend does not revive it', () => {
    const idle = start();
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    idle.extend();
    vi.advanceTimersByTime(3 * IDLE_LIMIT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('startIdleMonitor: robustness', () => {
  it('uses injected timers', () => {
    const set = vi.fn((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
    const clear = vi.fn((handle: unknown) =>
      globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
    );
    monitor = startIdleMonitor({
      storage,
      now: () => Date.now(),
      target: win,
      setTimeout: set,
      clearTimeout: clear,
      onWarning,
      onWarningCleared,
      onIdle,
    });
    expect(set).toHaveBeenCalledWith(expect.any(Function), WARN_AT);
    vi.advanceTimersByTime(60_000);
    otherTabActivity();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledTimes(2);
    expect(set).toHaveBeenLastCalledWith(expect.any(Function), WARN_AT);
  });

  it('throwing callbacks are logged and the countdown goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    onWarning.mockImplementation(() => {
      throw new Error('dialog broke');
    });
    start();
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(onWarning).toHaveBeenCalledTimes(15);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(15);
  });

  it('blocked storage: idle is measured from this tab’s own start and extend', () => {
    const idle = start(new BlockedStorage());
    vi.advanceTimersByTime(WARN_AT);
    expect(onWarning).toHaveBeenCalledWith(15);
    idle.extend();
    expect(onWarningCleared).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('works without an event target (no window)', () => {
    monitor = startIdleMonitor({
      storage,
      now: () => Date.now(),
      onWarning,
      onWarningCleared,
      onIdle,
    });
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('startIdleMonitor: a customer service member', () => {
  it('times out after the agent limit (15 minutes), warning 15 s before', () => {
    monitor = startIdleMonitor({
      storage,
      now: () => Date.now(),
      target: win,
      limitMs: AGENT_IDLE_LIMIT_MS,
      onWarning,
      onWarningCleared,
      onIdle,
    });
    expect(AGENT_IDLE_LIMIT_MS).toBe(15 * 60 * 1000);
    vi.advanceTimersByTime(AGENT_IDLE_LIMIT_MS - IDLE_WARNING_MS - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenLastCalledWith(15);
    vi.advanceTimersByTime(IDLE_WARNING_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
