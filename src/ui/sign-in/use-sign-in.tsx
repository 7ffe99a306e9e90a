import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadSession, sessionActions } from '../../auth/session/session-on-demand';
import type { Core } from '../../core/core';
import { useCore } from '../../core/react/core-context';
import { lazyPart, PartBoundary } from '../lazy/lazy-part';

// A chunk of its own, prefetched when the shopper points at or focuses a sign-in button.
const SignInDialog = lazyPart(
  () => import('./sign-in-dialog'),
  (m) => m.SignInDialog,
);

/** Prefetches the form, the session code and the identity SDK; failures are left to the use. */
export function prefetchSignIn(core: Core): void {
  if (core.config.loginMode !== 'redirect') SignInDialog.prefetch();
  loadSession(core).then(
    (code) => code.prefetchIdentitySdk(core),
    () => undefined,
  );
}

export interface SignInControls {
  /** Opens the form (`embedded` login mode) or leaves for the identity server (`redirect`). */
  open: () => void;
  /** For `onPointerEnter` and `onFocus` of the control that calls `open`. */
  prefetch: () => void;
  isOpen: boolean;
  /** Render it anywhere in the widget. */
  dialog: ReactNode;
}

/** Sign-in for any widget; where the shopper goes next is src/auth/session/after-sign-in.ts. */
export function useSignIn(): SignInControls {
  const core = useCore();
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const open = useCallback(() => {
    if (core.config.loginMode === 'redirect') void sessionActions.signIn(core);
    else setOpen(true);
  }, [core]);
  const prefetch = useCallback(() => prefetchSignIn(core), [core]);
  const dialog = useMemo(
    () =>
      isOpen ? (
        // Keyed: Preact hands an unkeyed element's state to a sibling of the same type when the
        // one beside it changes (the account menu's "Sign in" turning into the initials).
        <PartBoundary key="sign-in-dialog">
          <SignInDialog open onClose={close} />
        </PartBoundary>
      ) : null,
    [isOpen, close],
  );
  return { open, prefetch, isOpen, dialog };
}
