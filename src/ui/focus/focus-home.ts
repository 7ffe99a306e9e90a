/**
 * Where the focus goes when it has nowhere to go back to: the page's focus home, the account
 * menu's button (or its "Sign in") when the page has one.
 *
 * A closing modal dialog gives the focus back to the control that had it when the dialog opened.
 * Some dialogs have none: they open by themselves (the step-up at a page's first request, the
 * old-cart merge after signing in), or their opener is gone (the "Sign in" button that became
 * the initials). The focus was then left on the page's body in every engine, and a keyboard or
 * screen reader user started again from the top of the page. The account menu is
 * where identity dialogs come from and what they change, and every store page has it in its
 * header; a page without one (an integrator's page with a quick order alone) keeps the browser's
 * behaviour.
 */
import { focusOutcome } from './focus-outcome';

const homes: HTMLElement[] = [];
/** A dialog closed with the focus lost before the home was rendered (it is a lazy chunk). */
let waiting = false;

/**
 * The focus is on nothing, or inside `closed`, a dialog that has just closed: with no opener to
 * give the focus back to, the browser leaves it there until the dialog is hidden or removed, and
 * then on nothing.
 */
function focusIsLost(closed?: Element): boolean {
  let active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return true;
  while (active.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return closed?.contains(active) ?? false;
}

function shownHome(): HTMLElement | undefined {
  return homes.find((home) => home.isConnected && home.getClientRects().length > 0);
}

/** A ref callback for the control that is the page's focus home while it is rendered. */
export function focusHomeRef(element: HTMLElement | null): () => void {
  if (!element) return () => undefined;
  homes.push(element);
  if (waiting) {
    waiting = false;
    if (focusIsLost()) element.focus({ preventScroll: true });
  }
  return () => {
    const at = homes.indexOf(element);
    if (at >= 0) homes.splice(at, 1);
  };
}

/**
 * After `dialog` closed: a focus left on nothing goes to `next` when the dialog's owner knows what
 * comes next (the confirmation after the order-on-hold notice), else home (now, or once the home
 * renders).
 */
export function focusAfterClose(dialog: HTMLDialogElement, next?: HTMLElement | null): void {
  if (!focusIsLost(dialog)) return;
  if (next) {
    focusOutcome(next);
    return;
  }
  const home = shownHome();
  if (home) home.focus({ preventScroll: true });
  else waiting = true;
}
