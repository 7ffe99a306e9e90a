import { logError } from '../../core/platform/log';
import {
  ACTIVITY_INTERVAL_MS,
  LAST_ACTIVITY_KEY,
  writeTime,
  type KeyValueStorage,
} from '../session-constants';

/** The user events that count as activity (spec section 4). */
export const ACTIVITY_EVENTS = [
  'keydown',
  'mousedown',
  'paste',
  'cut',
  'wheel',
  'touchstart',
  'scroll',
  'focus',
  'beforeunload',
] as const;
export type ActivityEventName = (typeof ACTIVITY_EVENTS)[number];

/**
 * `scroll` and `focus` do not bubble to `window`: only a capturing listener hears a scroll inside
 * an element or focus moving between fields.
 */
const CAPTURED: ReadonlySet<ActivityEventName> = new Set(['scroll', 'focus']);

export interface ActivityTrackerOptions {
  /** Usually `window`. */
  target: EventTarget;
  /** Usually `localStorage`: the activity time is shared with every tab (idle-monitor reads it). */
  storage: KeyValueStorage;
  now: () => number;
  /** Runs at most once per ACTIVITY_INTERVAL_MS, e.g. the customer check and the token check. */
  onActivity: (event: Event) => void;
  /**
   * Events that are not the shopper acting, e.g. the focus our own warning dialog moves when it
   * opens: counting it would extend the session without anyone being there.
   */
  shouldIgnore?: (event: Event) => boolean;
}

/**
 * Records user activity and reports it, throttled: the first event acts, later events within
 * ACTIVITY_INTERVAL_MS of it are ignored (spec: "at most once per interval"). Leading-edge only,
 * so no timer is needed and nothing is left pending after stop. Returns a stop function.
 */
export function startActivityTracking(options: ActivityTrackerOptions): () => void {
  const { target, storage, now, onActivity, shouldIgnore } = options;
  let lastActed: number | undefined;
  let storageFailureLogged = false;

  const handle = (event: Event) => {
    if (shouldIgnore?.(event)) return;
    const time = now();
    // A clock set backwards would otherwise silence activity until it caught up again.
    if (lastActed !== undefined && time >= lastActed && time - lastActed < ACTIVITY_INTERVAL_MS) {
      return;
    }
    lastActed = time;
    if (!writeTime(storage, LAST_ACTIVITY_KEY, time) && !storageFailureLogged) {
      // Once per tracker: storage that refuses once refuses on every event.
      storageFailureLogged = true;
      logError('could not record activity time in local storage');
    }
    try {
      onActivity(event);
    } catch (error) {
      logError('activity handler failed', error);
    }
  };

  // Passive: we never call preventDefault, so scrolling and touch stay smooth.
  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, handle, { passive: true, capture: CAPTURED.has(type) });
  }
  return () => {
    for (const type of ACTIVITY_EVENTS) {
      target.removeEventListener(type, handle, { capture: CAPTURED.has(type) });
    }
  };
}
