/**
 * Which tags load which code, and which roots are watched for them. The loader fills it; every
 * widget's shadow root is watched too, so a widget that renders another widget's tag (the header
 * shows the account menu) gets it loaded without importing it.
 *
 * State lives on a global so that two copies of the loader on one page share one registry and
 * define each tag once. This file must stay free of React and of the rest of the core: the loader
 * imports it, and the loader must stay tiny.
 */
export type ElementModule = { default: CustomElementConstructor };
export type ElementImporter = () => Promise<ElementModule>;

interface RegistryState {
  importers: Map<string, ElementImporter>;
  loading: Map<string, Promise<CustomElementConstructor | undefined>>;
  watched: WeakSet<Node>;
  /** Work to start once, in parallel with the first widget (the shared runtime). */
  warmUp: (() => Promise<unknown>) | undefined;
}

const KEY = Symbol.for('store-widgets.registry');

function state(): RegistryState {
  const holder = globalThis as typeof globalThis & { [KEY]?: RegistryState };
  holder[KEY] ??= {
    importers: new Map(),
    loading: new Map(),
    watched: new WeakSet(),
    warmUp: undefined,
  };
  return holder[KEY];
}

/** Registers lazy importers; a tag already known keeps its first importer. */
export function registerLazyWidgets(
  importers: Record<string, ElementImporter>,
  warmUp?: () => Promise<unknown>,
): void {
  const s = state();
  for (const [tag, importer] of Object.entries(importers)) {
    if (!s.importers.has(tag)) s.importers.set(tag, importer);
  }
  s.warmUp ??= warmUp;
}

/** Imports a tag's code and defines the tag (once per page). Resolves to the element class. */
export function loadWidget(tag: string): Promise<CustomElementConstructor | undefined> {
  const s = state();
  const existing = s.loading.get(tag);
  if (existing) return existing;
  const importer = s.importers.get(tag);
  if (!importer) return Promise.resolve(customElements.get(tag));
  const warm = s.warmUp;
  s.warmUp = undefined;
  const promise = Promise.all([importer(), warm?.()])
    .then(([module]) => {
      if (!customElements.get(tag)) customElements.define(tag, module.default);
      return customElements.get(tag);
    })
    .catch((error: unknown) => {
      // A failed chunk must not stop other widgets; allow a later retry of this one.
      s.loading.delete(tag);
      console.error('[store-widgets]', `could not load <${tag}>`, error);
      return undefined;
    });
  s.loading.set(tag, promise);
  return promise;
}

function scan(root: ParentNode): void {
  const s = state();
  if (s.importers.size === 0) return;
  const selector = [...s.importers.keys()].join(',');
  root.querySelectorAll(selector).forEach((element) => {
    void loadWidget(element.localName);
  });
}

/** Loads every registered tag found in `root` now and whenever one is added later. */
export function watchForWidgets(root: Document | ShadowRoot): void {
  const s = state();
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
          if (s.importers.has(node.localName)) void loadWidget(node.localName);
          if (node.firstElementChild) scan(node);
        }
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
