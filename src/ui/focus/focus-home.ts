/**
 * The page's focus home (the account menu's button) for a dialog that closes with no opener to
 * return to; browsers leave the focus on the body. A page without the menu keeps that behaviour.
 */
import { focusOutcome } from './focus-outcome';

const homes: HTMLElement[] = [];
/** The focus was lost before the home (a lazy chunk) rendered. */
let waiting = false;

// The focus is on nothing, or still inside `closed`, where the browser leaves it with no opener.
function focusIsLost(closed?: Element): boolean {
  let active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return true;
  while (active.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return closed?.contains(active) ?? false;
}

function shownHome(): HTMLElement | undefined {
  return homes.find((home) => home.isConnected && home.getClientRects().length > 0);
}

/** Ref callback: the control is the page's focus home while it is rendered. */
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

/** After `dialog` closed, a lost focus goes to `next`, else home (now or once rendered). */
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
