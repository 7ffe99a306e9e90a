import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadSession, sessionActions } from '../../auth/session/session-on-demand';
import type { Core } from '../../core/core';
import { useCore } from '../../core/react/core-context';
import { lazyPart, PartBoundary } from '../lazy-part';

// The form's code (and its texts in four languages) is a chunk of its own, fetched when the
// shopper points at or focuses a sign-in button, or at the latest when they press it.
const SignInDialog = lazyPart(
  () => import('./sign-in-dialog'),
  (m) => m.SignInDialog,
);

/**
 * Starts fetching the sign-in form's code (embedded login mode only; redirect mode needs none),
 * the session's, which an anonymous visitor's page has not loaded, and then the identity SDK,
 * which a sign-in of either mode needs and a page with fresh tokens does not load (a failure is
 * left to the use).
 */
export function prefetchSignIn(core: Core): void {
  if (core.config.loginMode !== 'redirect') SignInDialog.prefetch();
  loadSession(core).then(
    (code) => code.prefetchIdentitySdk(core),
    () => undefined,
  );
}

export interface SignInControls {
  /**
   * Starts a sign-in by the page's login mode: `embedded` opens the sign-in form in this widget,
   * `redirect` leaves for the identity server's page (the shopper comes back to this page).
   */
  open: () => void;
  /** For `onPointerEnter` and `onFocus` of the control that calls `open`. */
  prefetch: () => void;
  /** Whether the form is open. */
  isOpen: boolean;
  /** The form while it is open, else null: render it anywhere in the widget. */
  dialog: ReactNode;
}

/**
 * Sign-in for any widget (the account menu, the checkout): one implementation of "embedded form
 * or identity server's page". The form closes itself when the shopper is signed in; every widget
 * then sees the user in the session store. Where the shopper goes next (the login page's
 * `returnTo`, the regional switch) is decided in src/auth/session/after-sign-in.ts, whichever
 * widget signed in.
 */
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
        // Keyed: the form must keep its state (it closes itself on "signed-in") while a sibling
        // changes type beside it (the account menu's "Sign in" turning into the lazy initials
        // menu). Preact's compat runtime hands an unkeyed element's state to another
        // sibling of the same type (here the other boundary); React matches by position.
        <PartBoundary key="sign-in-dialog">
          <SignInDialog open onClose={close} />
        </PartBoundary>
      ) : null,
    [isOpen, close],
  );
  return { open, prefetch, isOpen, dialog };
}
