// The custom element under every widget (docs/decisions/core-element-base.md).
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { readAttribute, type AttributeType } from './attribute-value';
import { attributeNames, kebabCase } from './property-names';
import { upgradeProperties } from './upgrade-properties';

export type { AttributeType };

/** Symbols: out of the page's reach. */
const PROPS = Symbol('props');
const ROOT = Symbol('root');
const FIRST_RENDER_DUE = Symbol('firstRenderDue');

// The first render waits a microtask, as Lit's do: a framework that inserts the element and then
// sets its properties in the same task (Angular) renders once, with them.
export function widgetElementBase(
  component: ComponentType<Record<string, unknown>>,
  types: Record<string, AttributeType>,
  setUp: (element: HTMLElement, root: ShadowRoot) => void,
  beforeConnect: () => void,
): CustomElementConstructor {
  const props = Object.keys(types);
  const names = attributeNames(props);

  class WidgetElement extends HTMLElement {
    [PROPS]: Record<string, unknown> = {};
    [ROOT]?: Root;
    [FIRST_RENDER_DUE] = false;

    static get observedAttributes(): string[] {
      return [...names.keys()];
    }

    constructor() {
      super();
      setUp(this, this.attachShadow({ mode: 'open' }));
      // Values set before the tag was defined hide the accessors: set them again, and read them
      // here, since no attribute callback runs inside an upgrade's constructor.
      for (const prop of upgradeProperties(this, props)) this.read(kebabCase(prop));
    }

    connectedCallback(): void {
      if (this[ROOT] || this[FIRST_RENDER_DUE]) return;
      this[FIRST_RENDER_DUE] = true;
      queueMicrotask(() => {
        this[FIRST_RENDER_DUE] = false;
        // Removed again in the same task: nothing rendered, fetched or left behind.
        if (!this.isConnected) return;
        beforeConnect();
        // Committed in this task, as Preact does anyway: React would commit a new root a task
        // later, and the defined host would show a frame with neither its reserved box (those
        // rules are for undefined tags) nor its content.
        flushSync(() => this.render());
      });
    }

    disconnectedCallback(): void {
      this[ROOT]?.unmount();
      this[ROOT] = undefined;
    }

    attributeChangedCallback(name: string): void {
      // Before the first render, the render due reads every value set until then.
      if (this.read(name) && this[ROOT]) this.render();
    }

    /** False for a name that is not one of ours. */
    private read(name: string): boolean {
      const attribute = names.get(name);
      if (!attribute) return false;
      const { prop, kebab, alias } = attribute;
      // The documented name wins over the property's name as written.
      if (alias && this.hasAttribute(kebab)) return false;
      const value = this.getAttribute(kebab) ?? this.getAttribute(prop.toLowerCase());
      const parsed = value === null ? undefined : readAttribute(types[prop] ?? 'string', value);
      if (parsed === undefined) Reflect.deleteProperty(this[PROPS], prop);
      else this[PROPS][prop] = parsed;
      return true;
    }

    /** Nothing shows, and no event fires, before insertion. */
    render(): void {
      const root = this.shadowRoot;
      if (!this.isConnected || !root) return;
      this[ROOT] ??= createRoot(root);
      this[ROOT].render(createElement(component, { ...this[PROPS], container: root }));
    }
  }

  for (const prop of props) {
    const attribute = kebabCase(prop);
    Object.defineProperty(WidgetElement.prototype, prop, {
      enumerable: true,
      configurable: true,
      get(this: WidgetElement) {
        // A boolean property reads false while its attribute is absent, as HTML's own do.
        return this[PROPS][prop] ?? (types[prop] === 'boolean' ? false : undefined);
      },
      set(this: WidgetElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return WidgetElement;
}
