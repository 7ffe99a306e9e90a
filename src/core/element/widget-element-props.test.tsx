// @vitest-environment jsdom
import { act, useEffect } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidgetElement } from './create-widget-element';
import { resetSharedInstances } from '../platform/shared-instance';

// How the element wrapper hands attributes and properties to a widget, and when it renders.

// jsdom has no constructable stylesheets: the widgets render unstyled here.
vi.mock('./stylesheets', () => ({
  adoptWidgetStyles: () => undefined,
  adoptSheet: () => undefined,
}));

// Every render the elements ask of their React roots: React may commit one before the next is
// asked, so one asked is one too many.
const asked = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => {
      const root = client.createRoot(...args);
      const render = root.render.bind(root);
      root.render = (children) => {
        const { props } = children as { props: Record<string, unknown> };
        const { container: _container, ...widgetProps } = props;
        asked.push(widgetProps);
        render(children);
      };
      return root;
    },
  };
});

interface Props {
  showTitle?: boolean;
  productCode?: string;
  quantity?: number;
}

/** Every set of props a probe committed, in order: one entry per render that reached the page. */
const committed: Props[] = [];

/** Shows the props it got, typed, so a test reads exactly what the widget sees. */
function Probe(props: Props) {
  useEffect(() => {
    committed.push(props);
  }, [props]);
  return <output>{JSON.stringify(props)}</output>;
}

const globals = globalThis as Record<string, unknown>;
let count = 0;

function define(name = `store-props-test-${++count}`): string {
  customElements.define(
    name,
    createWidgetElement<Props>({
      tag: name,
      component: Probe,
      attributes: { showTitle: 'boolean', productCode: 'string', quantity: 'number' },
      css: '',
    }),
  );
  return name;
}

/** The first render waits a microtask after the element connects. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function propsOf(element: Element): Props {
  const text = element.shadowRoot?.querySelector('output')?.textContent;
  return text ? (JSON.parse(text) as Props) : {};
}

async function mount(markup: string): Promise<Element> {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    // Test markup of our own, parsed as a CMS page's would be.
    host.innerHTML = markup;
  });
  await settle();
  return host.firstElementChild as Element;
}

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  resetSharedInstances();
  committed.length = 0;
  asked.length = 0;
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  delete globals.storeWidgetsConfig;
});

describe('boolean attributes', () => {
  it.each([
    ['bare', '<TAG show-title></TAG>', true],
    ['empty', '<TAG show-title=""></TAG>', true],
    ['its own name', '<TAG show-title="show-title"></TAG>', true],
    ['"true"', '<TAG show-title="true"></TAG>', true],
    ['"false"', '<TAG show-title="false"></TAG>', false],
    ['"FALSE"', '<TAG show-title="FALSE"></TAG>', false],
  ])('read %s as %s', async (_, markup, expected) => {
    const tag = define();
    const element = await mount(markup.replaceAll('TAG', tag));
    expect(propsOf(element).showTitle).toBe(expected);
  });

  it('leave the prop unset when absent, and reset it when removed', async () => {
    const tag = define();
    const element = await mount(`<${tag}></${tag}>`);
    expect(propsOf(element).showTitle).toBeUndefined();
    await act(async () => element.setAttribute('show-title', ''));
    await settle();
    expect(propsOf(element).showTitle).toBe(true);
    await act(async () => element.removeAttribute('show-title'));
    await settle();
    expect(propsOf(element).showTitle).toBeUndefined();
  });

  it("read false as a property while absent, as HTML's own boolean properties do", async () => {
    const tag = define();
    const element = (await mount(`<${tag}></${tag}>`)) as HTMLElement & Props;
    expect(element.showTitle).toBe(false);
    await act(async () => element.setAttribute('show-title', ''));
    await settle();
    expect(element.showTitle).toBe(true);
    await act(async () => element.removeAttribute('show-title'));
    await settle();
    expect(element.showTitle).toBe(false);
  });

  it('follow the property, both ways', async () => {
    const tag = define();
    const element = (await mount(`<${tag} show-title></${tag}>`)) as HTMLElement & Props;
    await act(async () => {
      element.showTitle = false;
    });
    await settle();
    expect(propsOf(element).showTitle).toBe(false);
    await act(async () => {
      element.showTitle = true;
    });
    await settle();
    expect(propsOf(element).showTitle).toBe(true);
  });
});

describe('properties set before the element is on the page', () => {
  it('render and announce nothing until it is connected, then everything set', async () => {
    const tag = define();
    const heard: string[] = [];
    const listener = (event: Event) => heard.push(event.type);
    document.addEventListener('store-widget-loaded', listener);
    const element = document.createElement(tag) as HTMLElement & Props;
    element.addEventListener('store-widget-loaded', listener);
    await act(async () => {
      element.productCode = '0158241926';
      element.quantity = 3;
    });
    await settle();
    expect(element.shadowRoot?.querySelector('output')).toBeNull();
    expect(heard).toEqual([]);
    await act(async () => document.body.append(element));
    await settle();
    expect(propsOf(element)).toEqual({ productCode: '0158241926', quantity: 3 });
    // Once on the element and once on the document, where it bubbled to.
    expect(heard).toEqual(['store-widget-loaded', 'store-widget-loaded']);
    document.removeEventListener('store-widget-loaded', listener);
  });
});

describe('values set in the task that inserted the element', () => {
  it('are in its first render, which waits for a microtask and commits in it: one render, with them', async () => {
    const tag = define();
    const element = document.createElement(tag) as HTMLElement & Props;
    await act(async () => {
      // Angular's order: insert, then set the bound properties and attributes.
      document.body.append(element);
      element.productCode = '0158241926';
      element.setAttribute('quantity', '3');
      element.setAttribute('show-title', '');
      expect(committed).toEqual([]);
      await Promise.resolve();
      // Committed in the task: no frame shows the defined host empty.
      expect(committed).toEqual([{ productCode: '0158241926', quantity: 3, showTitle: true }]);
    });
    await settle();
    expect(asked).toEqual([{ productCode: '0158241926', quantity: 3, showTitle: true }]);
    expect(committed).toEqual([{ productCode: '0158241926', quantity: 3, showTitle: true }]);
    expect(propsOf(element)).toEqual({ productCode: '0158241926', quantity: 3, showTitle: true });
  });

  it('render nothing, announce nothing and keep no React root when removed in the same task', async () => {
    const tag = define();
    const heard: string[] = [];
    const element = document.createElement(tag) as HTMLElement & Props;
    element.addEventListener('store-widget-loaded', (event) => heard.push(event.type));
    await act(async () => {
      document.body.append(element);
      element.productCode = '0158241926';
      element.remove();
    });
    await settle();
    expect(asked).toEqual([]);
    expect(committed).toEqual([]);
    expect(heard).toEqual([]);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    // Inserted again later, it renders then, with its values.
    await act(async () => document.body.append(element));
    await settle();
    expect(committed).toEqual([{ productCode: '0158241926' }]);
    expect(heard).toEqual(['store-widget-loaded']);
  });

  it('render once when moved in the same task, and again, with their values, once re-inserted after removal', async () => {
    const tag = define();
    const heard: string[] = [];
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const element = document.createElement(tag) as HTMLElement & Props;
    element.addEventListener('store-widget-loaded', (event) => heard.push(event.type));
    await act(async () => {
      first.append(element);
      element.productCode = '0158241926';
      second.append(element);
    });
    await settle();
    expect(committed).toEqual([{ productCode: '0158241926' }]);
    // What an `@if` does: removes the element, then inserts it again in a later task.
    await act(async () => element.remove());
    await settle();
    expect(element.shadowRoot?.querySelector('output')).toBeNull();
    await act(async () => {
      first.append(element);
      element.quantity = 2;
    });
    await settle();
    expect(committed).toEqual([
      { productCode: '0158241926' },
      { productCode: '0158241926', quantity: 2 },
    ]);
    expect(heard).toEqual(['store-widget-loaded', 'store-widget-loaded']);
  });
});

describe('values a host set before the tag was defined', () => {
  it('reach the widget: properties (upgrade) and attributes named as the property is written', async () => {
    const tag = `store-props-test-${++count}`;
    const byProperty = document.createElement(tag) as HTMLElement & Props;
    byProperty.productCode = '0158241926';
    byProperty.quantity = 2;
    byProperty.showTitle = true;
    // What React 19, Preact and Vue do with a property an undefined element does not know.
    const byAttribute = document.createElement(tag);
    byAttribute.setAttribute('productCode', '0158241926');
    byAttribute.setAttribute('quantity', '4');
    // The documented name wins over the property's name as written.
    const both = document.createElement(tag);
    both.setAttribute('product-code', 'kebab');
    both.setAttribute('productCode', 'camel');
    await act(async () => {
      document.body.append(byProperty, byAttribute, both);
      define(tag);
    });
    await settle();
    expect(propsOf(byProperty)).toEqual({
      productCode: '0158241926',
      quantity: 2,
      showTitle: true,
    });
    expect(Object.prototype.hasOwnProperty.call(byProperty, 'productCode')).toBe(false);
    expect(byProperty.productCode).toBe('0158241926');
    expect(propsOf(byAttribute)).toEqual({ productCode: '0158241926', quantity: 4 });
    expect(propsOf(both)).toEqual({ productCode: 'kebab' });
    // Later changes go through the accessors, as once defined.
    await act(async () => {
      byProperty.quantity = 5;
    });
    await settle();
    expect(propsOf(byProperty).quantity).toBe(5);
  });
});
