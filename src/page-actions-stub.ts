// Loader code (every byte counts): `window.storeWidgets` before its chunk has loaded, and the one
// click listener the declarative buttons need. The chunk (src/page-actions.ts) loads on first use.
import type * as PageActions from './page-actions';
import type { StoreActions } from './page-actions';

/** StoreActions' methods, as the stub defines them (a unit test checks the two agree). */
export const ACTION_NAMES =
  'addLines openCart closeCart signIn applyPromotionCode getCart getShopper'.split(' ');

type Chunk = typeof PageActions;

/**
 * Each call waits for the chunk; the chunk runs them one after another, in the order made (`run`,
 * src/page-actions.ts). A `data-store-add` click is handed to the chunk.
 */
export function installPageActions(): StoreActions {
  let chunk: Promise<Chunk> | undefined;
  const load = () => (chunk ??= import('./page-actions'));
  const stub: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of ACTION_NAMES) stub[name] = (...args) => load().then((m) => m.run(name, args));
  document.addEventListener('click', (event) => {
    // A modified click on a link opens it elsewhere; an author's own handler may have taken it.
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const button = event
      .composedPath()
      // Window and Document have no attributes.
      .find((node) => (node as Partial<Element>).hasAttribute?.('data-store-add'));
    if (!button) return;
    event.preventDefault();
    void load().then((m) => m.addFromElement(button as Element));
  });
  return stub as unknown as StoreActions;
}
