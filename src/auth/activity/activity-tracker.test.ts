import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, startActivityTracking } from './activity-tracker';
import { createTokenRefreshCheck, isStoredTokenExpired } from './token-refresh-check';
import {
  ACTIVITY_INTERVAL_MS,
  LAST_ACTIVITY_KEY,
  TOKEN_EXPIRY_KEY,
} from '../session-constants/session-constants';
import { BlockedStorage, MemoryStorage } from '../../testing/memory-storage';

const START = Date.UTC(2025, 0, 1, 9, 0, 0);

let target: EventTarget;
let storage: MemoryStorage;
let onActivity: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  target = new EventTarget();
  storage = new MemoryStorage();
  onActivity = vi.fn<() => void>();
});
afterEach(() => {
  vi.useRealTimers();
});

const fire = (type: string) => target.dispatchEvent(new Event(type));
const start = (s: Storage = storage) =>
  startActivityTracking({ target, storage: s, now: () => Date.now(), onActivity });

describe('startActivityTracking', () => {
  it('listens to exactly the spec events', () => {
    expect([...ACTIVITY_EVENTS]).toEqual([
      'keydown',
      'mousedown',
      'paste',
      'cut',
      'wheel',
      'touchstart',
      'scroll',
      'focus',
      'beforeunload',
    ]);
  });

  for (const type of ACTIVITY_EVENTS) {
    it(`${type} records the activity time and reports it`, () => {
      start();
      fire(type);
      expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START));
      expect(onActivity).toHaveBeenCalledTimes(1);
    });
  }

  it('registers passive listeners, capturing only scroll and focus', () => {
    const add = vi.spyOn(target, 'addEventListener');
    start();
    expect(add).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
    for (const [type, , options] of add.mock.calls) {
      expect(options).toEqual({ passive: true, capture: type === 'scroll' || type === 'focus' });
    }
  });

  it('acts at most once per interval: the first event acts, later ones in the interval do not', () => {
    start();
    fire('keydown');
    vi.advanceTimersByTime(300);
    fire('mousedown');
    vi.advanceTimersByTime(ACTIVITY_INTERVAL_MS - 301);
    fire('scroll');
    expect(onActivity).toHaveBeenCalledTimes(1);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START));

    vi.advanceTimersByTime(1); // exactly one interval after the first
    fire('wheel');
    expect(onActivity).toHaveBeenCalledTimes(2);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START + ACTIVITY_INTERVAL_MS));
  });

  it('a burst of events in one interval acts once, and nothing fires later by itself', () => {
    start();
    for (let i = 0; i < 50; i++) fire('scroll');
    vi.advanceTimersByTime(10 * ACTIVITY_INTERVAL_MS);
    expect(onActivity).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('acts again at once after the clock was set backwards', () => {
    start();
    fire('keydown');
    vi.setSystemTime(START - 60_000);
    fire('keydown');
    expect(onActivity).toHaveBeenCalledTimes(2);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START - 60_000));
  });

  it('stop removes every listener', () => {
    const stop = start();
    stop();
    for (const type of ACTIVITY_EVENTS) fire(type);
    expect(onActivity).not.toHaveBeenCalled();
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('blocked storage: activity is still reported, the failure logged once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(new BlockedStorage());
    fire('keydown');
    vi.advanceTimersByTime(ACTIVITY_INTERVAL_MS);
    fire('keydown');
    expect(onActivity).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe('[store-widgets]');
  });

  it('a throwing handler is logged and tracking goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    onActivity.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    start();
    fire('keydown');
    vi.advanceTimersByTime(ACTIVITY_INTERVAL_MS);
    fire('keydown');
    expect(onActivity).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      '[store-widgets]',
      'activity handler failed',
      expect.any(Error),
    );
  });
});

/**
 * The token step of activity (spec section 4), tested here, wired to the tracker as it will be:
 * token-refresh-check has no test file of its own.
 */
describe('createTokenRefreshCheck on activity', () => {
  let refresh: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  let flagged: boolean;

  beforeEach(() => {
    refresh = vi.fn<() => Promise<unknown>>().mockResolvedValue(undefined);
    flagged = true;
  });

  const wire = () => {
    const tokenCheck = createTokenRefreshCheck({
      storage,
      now: () => Date.now(),
      isRefreshFlagged: () => flagged,
      refresh,
    });
    onActivity.mockImplementation(() => void tokenCheck());
    start();
    return tokenCheck;
  };

  it('refreshes when the stored expiry has passed', () => {
    storage.setItem(TOKEN_EXPIRY_KEY, String(START - 1));
    wire();
    fire('keydown');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('expiry exactly now counts as passed; a future expiry does not', () => {
    storage.setItem(TOKEN_EXPIRY_KEY, String(START + 1));
    const tokenCheck = wire();
    expect(tokenCheck()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tokenCheck()).toBe(true);
  });

  it('no stored expiry (or a malformed one): nothing to refresh', () => {
    const tokenCheck = wire();
    expect(tokenCheck()).toBe(false);
    storage.setItem(TOKEN_EXPIRY_KEY, 'soon');
    expect(tokenCheck()).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('saves the activity time when flagged; does nothing at all when not flagged', () => {
    storage.setItem(TOKEN_EXPIRY_KEY, String(START - 1));
    flagged = false;
    const tokenCheck = wire();
    storage.removeItem(LAST_ACTIVITY_KEY);
    expect(tokenCheck()).toBe(false);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    flagged = true;
    expect(tokenCheck()).toBe(true);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START));
  });

  it('an activity acted on later keeps its own time, and never moves a later one back', () => {
    storage.setItem(TOKEN_EXPIRY_KEY, String(START - 1));
    const tokenCheck = wire();
    storage.removeItem(LAST_ACTIVITY_KEY);
    vi.advanceTimersByTime(60_000);
    expect(tokenCheck(START)).toBe(true);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START));
    storage.setItem(LAST_ACTIVITY_KEY, String(START + 30_000)); // another tab's
    tokenCheck(START + 10_000);
    expect(storage.getItem(LAST_ACTIVITY_KEY)).toBe(String(START + 30_000));
  });

  it('one refresh at a time, however much activity arrives meanwhile', async () => {
    storage.setItem(TOKEN_EXPIRY_KEY, String(START - 1));
    let done: () => void = () => {};
    refresh.mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    wire();
    for (let i = 0; i < 5; i++) {
      fire('keydown');
      vi.advanceTimersByTime(ACTIVITY_INTERVAL_MS);
    }
    expect(refresh).toHaveBeenCalledTimes(1);
    storage.setItem(TOKEN_EXPIRY_KEY, String(Date.now() + 3_600_000)); // the new token
    done();
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS);
    fire('keydown');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh is logged and a later activity may try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem(TOKEN_EXPIRY_KEY, String(START - 1));
    refresh.mockRejectedValueOnce(new Error('Unable to exchange authorization for tokens'));
    const tokenCheck = wire();
    expect(tokenCheck()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith(
      '[store-widgets]',
      'token refresh after activity failed',
      expect.any(Error),
    );
    expect(tokenCheck()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a refresh that throws synchronously is logged too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem(TOKEN_EXPIRY_KEY, String(START - 1));
    refresh.mockImplementation(() => {
      throw new Error('no client');
    });
    const tokenCheck = wire();
    expect(tokenCheck()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('isStoredTokenExpired reads the shared expiry', () => {
    storage.setItem(TOKEN_EXPIRY_KEY, String(START));
    expect(isStoredTokenExpired(storage, START - 1)).toBe(false);
    expect(isStoredTokenExpired(storage, START)).toBe(true);
    expect(isStoredTokenExpired(new BlockedStorage(), START)).toBe(false);
  });
});

describe('events the caller says are not the shopper acting', () => {
  it('are ignored', () => {
    const target = new EventTarget();
    const storage = new MemoryStorage();
    const acted: number[] = [];
    let time = 10_000;
    const stop = startActivityTracking({
      target,
      storage,
      now: () => time,
      onActivity: () => acted.push(time),
      shouldIgnore: (event) => event.type === 'focus',
    });
    target.dispatchEvent(new Event('focus'));
    expect(acted).toEqual([]);
    time += 5;
    target.dispatchEvent(new Event('keydown'));
    expect(acted).toEqual([10_005]);
    stop();
  });
});
