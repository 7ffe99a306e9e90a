// A session operation as the page hears it: `store-session-update-started` when it starts, its
// `result` settled once, and `store-session-error` when it failed (src/core/events/events.ts).
// On `document`, as the session's other events: the session is the page's, not one widget's.
import { emit, type SessionAction, type SessionOutcome } from '../../core/events/events';

export interface SessionOperation {
  succeeded: () => void;
  failed: (failure: { code: string; message: string }) => void;
  /** The shopper gave up (closed the form): `result` says `cancelled`; no error is fired. */
  cancelled: () => void;
}

/** Fires the start at once; the first of the three settles it, later calls do nothing. */
export function startSessionOperation(action: SessionAction): SessionOperation {
  let settle: (outcome: SessionOutcome) => void = () => undefined;
  const result = new Promise<SessionOutcome>((resolve) => (settle = resolve));
  let settled = false;
  const once = (outcome: SessionOutcome) => {
    if (settled) return false;
    settled = true;
    settle(outcome);
    return true;
  };
  emit(document, 'store-session-update-started', { action, result });
  return {
    succeeded: () => void once({ status: 'succeeded' }),
    failed({ code, message }) {
      if (once({ status: 'failed', code, message }))
        emit(document, 'store-session-error', { action, code, message });
    },
    cancelled: () => void once({ status: 'failed', code: 'cancelled', message: '' }),
  };
}
