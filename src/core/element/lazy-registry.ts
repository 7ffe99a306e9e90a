// Which tags load which code, and which roots are watched for them. On a global, so that two copies
// of the loader define each tag once. Loader code.
import { nextTask } from './after-host-paint';
import { importAgain } from './import-again';
import { loadWhenNeeded, NOT_LAZY } from './lazy-loading';

export type ElementModule = { default: CustomElementConstructor };
export type ElementImporter = () => Promise<ElementModule>;

interface RegistryState {
  importers: Map<string, ElementImporter>;
  loading: Map<string, Promise<CustomElementConstructor | undefined>>;
  watched: WeakSet<Node>;
  /** The shared runtime, started once in parallel with the first widget. */
  warmUp: (() => Promise<unknown>) | undefined;
  /** The copy of the loader that serves the page (claim-page.ts). */
  loader?: { version: string; url: string };
}

const KEY = Symbol.for('store-widgets.registry');

export function registryState(): RegistryState {
  const holder = globalThis as typeof globalThis & { [KEY]?: RegistryState };
  holder[KEY] ??= {
    importers: new Map(),
    loading: new Map(),
    watched: new WeakSet(),
    warmUp: undefined,
  };
  return holder[KEY];
}

/** Once per page, by the copy of the loader that serves it. */
export function registerLazyWidgets(
  importers: Record<string, ElementImporter>,
  warmUp?: () => Promise<unknown>,
): void {
  const s = registryState();
  s.importers = new Map(Object.entries(importers));
  s.warmUp = warmUp;
}

export function loadWidget(tag: string): Promise<CustomElementConstructor | undefined> {
  const s = registryState();
  const existing = s.loading.get(tag);
  if (existing) return existing;
  const importer = s.importers.get(tag);
  if (!importer) return Promise.resolve(customElements.get(tag));
  const warm = s.warmUp;
  s.warmUp = undefined;
  // The warm-up is a head start only: the widget's own file imports the runtime and decides.
  // The import starts in a task of its own (nextTask); the tag is loading from now on.
  const promise = nextTask()
    .then(() => Promise.all([importAgain(importer), warm?.().catch(() => undefined)]))
    // Each tag defined (its elements upgraded and first rendered) in a task of its own: the
    // widgets whose files came together do not render in one long task.
    .then(([module]) =>
      nextTask().then(() => {
        if (!customElements.get(tag)) customElements.define(tag, module.default);
        return customElements.get(tag);
      }),
    )
    .catch((error: unknown) => {
      // A failed chunk must not stop other widgets; the notice's code loads only now.
      s.loading.delete(tag);
      void importAgain(() => import('./load-failure/show-load-failure')).then((m) =>
        m.showLoadFailure(tag, error, () => loadWidget(tag)),
      );
      return undefined;
    });
  s.loading.set(tag, promise);
  return promise;
}

/** A widget found on the page: its code now, or when needed if its author marked it lazy. */
function found(element: Element): void {
  const load = () => void loadWidget(element.localName);
  if (element.matches(NOT_LAZY)) load();
  else loadWhenNeeded(element, load);
}

function scan(root: ParentNode): void {
  const s = registryState();
  if (s.importers.size === 0) return;
  root.querySelectorAll([...s.importers.keys()].join()).forEach(found);
}

export function watchForWidgets(root: Document | ShadowRoot): void {
  const s = registryState();
  if (s.watched.has(root)) {
    scan(root);
    return;
  }
  s.watched.add(root);
  scan(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          if (s.importers.has(node.localName)) found(node);
          if (node.firstElementChild) scan(node);
        }
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
