// Loader code (every byte counts): `window.storeWidgets` before its chunk has loaded, and the one
// click listener the declarative buttons need. The chunk (src/page-actions.ts) loads on first use.
// No action's name is here: any name is a call handed to the chunk, which refuses unknown ones.
import type * as PageActions from './page-actions';
import type { StoreActions } from './page-actions';

/**
 * Each call waits for the chunk; the chunk runs them one after another, in the order made (`run`,
 * src/page-actions.ts). A `data-store-add` click is handed to the chunk.
 */
export function installPageActions(): StoreActions {
  let chunk: Promise<typeof PageActions> | undefined;
  const load = () => (chunk ??= import('./page-actions'));
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
  // `then` stays undefined, so the object is not taken for a promise (`await storeWidgets`).
  return new Proxy({} as StoreActions, {
    get: (_, name) =>
      name != 'then' && ((...args: unknown[]) => load().then((m) => m.run(name as string, args))),
  });
}
