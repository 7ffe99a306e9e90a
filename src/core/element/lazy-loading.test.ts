// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './after-host-paint';

/** jsdom lays nothing out: the test says which element came into view, as a browser would. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** `element` scrolled into view (the observer reports only what it observes). */
  show(element: Element) {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

const shown = (element: Element) => FakeIntersectionObserver.current?.show(element);

/** The modules' state (what waits, the registry on its global) is per page: fresh per test. */
async function freshModules() {
  Reflect.deleteProperty(globalThis, Symbol.for('store-widgets.registry'));
  vi.resetModules();
  return {
    lazy: await import('./lazy-loading'),
    registry: await import('./lazy-registry'),
  };
}

function place(html: string): Element[] {
  document.body.innerHTML = html;
  return [...document.body.children];
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.current = undefined;
  document.body.replaceChildren();
});

describe('a widget marked loading="lazy"', () => {
  it('loads once it comes into view, and only once', async () => {
    const { lazy } = await freshModules();
    const [cart] = place('<store-cart loading="lazy"></store-cart>');
    const load = vi.fn();
    lazy.loadWhenNeeded(cart!, load);
    expect(load).not.toHaveBeenCalled();
    shown(cart!);
    shown(cart!);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['scroll', 'keydown', 'pointerdown', 'focusin'])(
    "loads with every other waiting widget at the shopper's first %s, wherever it happens",
    async (type) => {
      const { lazy } = await freshModules();
      const [cart, history, box] = place(
        '<store-cart loading="lazy"></store-cart><store-order-history loading="lazy"></store-order-history><div></div>',
      );
      const loads = [vi.fn(), vi.fn()];
      lazy.loadWhenNeeded(cart!, loads[0]!);
      lazy.loadWhenNeeded(history!, loads[1]!);
      // Dispatched on an element of the page: scroll and focusin do not bubble, the listener
      // captures them.
      box!.dispatchEvent(new Event(type, { bubbles: false }));
      for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event(type));
      for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
    },
  );

  it("added after the shopper's first move, waits for her next one or to be seen", async () => {
    const { lazy } = await freshModules();
    const [first, later] = place(
      '<store-cart loading="lazy"></store-cart><store-footer loading="lazy"></store-footer>',
    );
    lazy.loadWhenNeeded(first!, vi.fn());
    window.dispatchEvent(new Event('scroll'));
    const load = vi.fn();
    lazy.loadWhenNeeded(later!, load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("the loader's scan of a page", () => {
  it("imports a widget's code at once, a lazy one's (the value in any case) when it is seen", async () => {
    const { registry } = await freshModules();
    const imports = { 'store-header': vi.fn(), 'store-cart': vi.fn(), 'store-footer': vi.fn() };
    const pending = () => new Promise<never>(() => {});
    registry.registerLazyWidgets({
      'store-header': () => (imports['store-header'](), pending()),
      'store-cart': () => (imports['store-cart'](), pending()),
      'store-footer': () => (imports['store-footer'](), pending()),
    });
    const [, cart, footer] = place(
      '<store-header></store-header><store-cart loading="lazy"></store-cart><store-footer loading="LAZY"></store-footer>',
    );
    registry.watchForWidgets(document);
    // Only what was asked for is hinted: the preload map reads the registry's loads, at once.
    expect([...registry.registryState().loading.keys()]).toEqual(['store-header']);
    // Its import starts in a task of its own.
    expect(imports['store-header']).not.toHaveBeenCalled();
    await nextTask();
    expect(imports['store-header']).toHaveBeenCalledTimes(1);
    expect(imports['store-cart']).not.toHaveBeenCalled();
    expect(imports['store-footer']).not.toHaveBeenCalled();
    shown(footer!);
    await nextTask();
    expect(imports['store-footer']).toHaveBeenCalledTimes(1);
    expect(imports['store-cart']).not.toHaveBeenCalled();
    shown(cart!);
    await nextTask();
    expect(imports['store-cart']).toHaveBeenCalledTimes(1);
  });

  it('loads a lazy widget added to the page later the same way', async () => {
    const { registry } = await freshModules();
    const importCart = vi.fn(() => new Promise<never>(() => {}));
    registry.registerLazyWidgets({ 'store-cart': importCart });
    registry.watchForWidgets(document);
    const cart = document.createElement('store-cart');
    cart.setAttribute('loading', 'lazy');
    document.body.append(cart);
    await vi.waitFor(() => expect(FakeIntersectionObserver.current?.observed.has(cart)).toBe(true));
    expect(importCart).not.toHaveBeenCalled();
    shown(cart);
    await nextTask();
    expect(importCart).toHaveBeenCalledTimes(1);
  });
});
