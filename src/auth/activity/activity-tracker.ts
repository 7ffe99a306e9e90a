import { logError } from '../../core/platform/log';
import {
  ACTIVITY_INTERVAL_MS,
  LAST_ACTIVITY_KEY,
  writeTime,
  type KeyValueStorage,
} from '../session-constants/session-constants';

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

/** They do not bubble to `window`: only a capturing listener hears them inside elements. */
const CAPTURED: ReadonlySet<ActivityEventName> = new Set(['scroll', 'focus']);

export interface ActivityTrackerOptions {
  target: EventTarget;
  /** Usually `localStorage`, shared with every tab (idle-monitor reads it). */
  storage: KeyValueStorage;
  now: () => number;
  /** Throttled to ACTIVITY_INTERVAL_MS. */
  onActivity: (event: Event) => void;
  /** E.g. the focus our warning dialog moves, which would extend a session with nobody there. */
  shouldIgnore?: (event: Event) => boolean;
}

/** Leading-edge throttle (spec section 4), so no timer is left pending after stop. Returns stop. */
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
      storageFailureLogged = true;
      logError('could not record activity time in local storage');
    }
    try {
      onActivity(event);
    } catch (error) {
      logError('activity handler failed', error);
    }
  };

  // Passive: we never call preventDefault, so scrolling stays smooth.
  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, handle, { passive: true, capture: CAPTURED.has(type) });
  }
  return () => {
    for (const type of ACTIVITY_EVENTS) {
      target.removeEventListener(type, handle, { capture: CAPTURED.has(type) });
    }
  };
}
