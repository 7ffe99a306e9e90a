// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Factory from '../../src/core/element/create-widget-element';
import type { WidgetDefinition } from '../../src/core/element/create-widget-element';
import { resetSharedInstances } from '../../src/core/platform/shared-instance';
import { manifestElements } from '../../scripts/build/custom-elements/typings.mjs';

// Walks custom-elements.json: every boolean attribute of every tag, written bare (as HTML allows),
// reaches its widget as true, and `"false"` as false. Each tag's real definition (its props and
// how they parse) is built by the real factory with a probe in place of the widget, so no backend
// is needed.

// jsdom has no constructable stylesheets.
vi.mock('../../src/core/element/stylesheets', () => ({
  adoptWidgetStyles: () => undefined,
  adoptSheet: () => undefined,
}));

// Each element module hands its definition to the factory: keep it, and build the element with
// a probe that shows the props it got.
const definitions = new Map<string, WidgetDefinition<object>>();
vi.mock('../../src/core/element/create-widget-element', async (importOriginal) => {
  const actual = await importOriginal<typeof Factory>();
  return {
    ...actual,
    createWidgetElement: (definition: WidgetDefinition<object>) => {
      definitions.set(definition.tag, definition);
      return actual.createWidgetElement({
        ...definition,
        component: (props: object) => <output>{JSON.stringify(props)}</output>,
        prefetch: undefined,
      });
    },
  };
});

const elements = manifestElements(JSON.parse(readFileSync('custom-elements.json', 'utf8')));
const modules = import.meta.glob<{ default: CustomElementConstructor }>(
  '../../src/widgets/*/*.element.ts',
);
const globals = globalThis as Record<string, unknown>;

const booleans = elements.flatMap((element) =>
  (element.attributes ?? [])
    .filter((attribute) => attribute.type?.text === 'boolean')
    .map((attribute) => [element.tagName, attribute.name] as const),
);

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  delete globals.storeWidgetsConfig;
});

describe("custom-elements.json's boolean attributes", () => {
  it('are declared somewhere (the walk below is not empty)', () => {
    expect(booleans.length).toBeGreaterThan(0);
  });

  it.each(booleans)('<%s %s> reads bare as true and "false" as false', async (tag, attribute) => {
    globals.IS_REACT_ACT_ENVIRONMENT = true;
    globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
    resetSharedInstances();
    const path = Object.keys(modules).find((file) => file.endsWith(`/${tag.slice(6)}.element.ts`));
    const Element = (await modules[path!]!()).default;
    const name = `${tag}-walk`;
    if (!customElements.get(name)) customElements.define(name, Element);
    const prop = camelCase(attribute);
    const read = async (value: string | null) => {
      const element = document.createElement(name);
      if (value !== null) element.setAttribute(attribute, value);
      await act(async () => {
        document.body.append(element);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const text = element.shadowRoot?.querySelector('output')?.textContent ?? '{}';
      return (JSON.parse(text) as Record<string, unknown>)[prop];
    };
    expect(definitions.get(tag)?.attributes).toHaveProperty(prop, 'boolean');
    expect(await read('')).toBe(true);
    expect(await read(attribute)).toBe(true);
    expect(await read('false')).toBe(false);
    expect(await read(null)).toBeUndefined();
  });
});
