import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetDefinition } from '../../src/core/element/create-widget-element';
import { manifestElements } from '../../scripts/build/custom-elements/typings.mjs';
import { allowedValues } from '../../src/core/author/attribute-problems';
import { QUALIFICATION_TYPES } from '../../src/core/routes/routes';

// The factory hands back the definition it is given, so each element module exports its real
// `{ tag, attributes }` (no custom element is defined, no DOM is needed).
vi.mock('../../src/core/element/create-widget-element', () => ({
  createWidgetElement: (definition: WidgetDefinition<object>) => definition,
}));

const elements = manifestElements(JSON.parse(readFileSync('custom-elements.json', 'utf8')));
const modules = import.meta.glob<{ default: WidgetDefinition<object> }>(
  '../../src/widgets/*/*.element.ts',
);

function kebabCase(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

describe("custom-elements.json's attributes", () => {
  it.each(elements.map((element) => [element.tagName, element] as const))(
    '<%s>: the same names and types as the factory parses',
    async (tag, element) => {
      const path = Object.keys(modules).find((file) =>
        file.endsWith(`/${tag.slice(6)}.element.ts`),
      );
      const definition = (await modules[path!]!()).default;
      expect(definition.tag).toBe(tag);
      const fromFactory = Object.entries(definition.attributes)
        .map(([prop, type]) => ({ name: kebabCase(prop), type }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const fromManifest = (element.attributes ?? [])
        // A union of string literals (`'a' | 'b'`) is a string the factory reads as such.
        .map((attribute) => ({
          name: attribute.name,
          type: allowedValues(attribute.type?.text ?? '') ? 'string' : attribute.type?.text,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(fromManifest).toEqual(fromFactory);
    },
  );

  it.each(['store-qualifications', 'store-qualification-form-page'])(
    '<%s type>: the allowed values are the route table’s qualification types',
    (tag) => {
      const type = elements
        .find((element) => element.tagName === tag)
        ?.attributes?.find((attribute) => attribute.name === 'type')?.type?.text;
      expect(allowedValues(type ?? '')?.sort()).toEqual([...QUALIFICATION_TYPES].sort());
    },
  );
});
