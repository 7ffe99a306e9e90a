import type { ArgTypes } from '@storybook/react-vite';
import manifestJson from '../../custom-elements.json';
import {
  elementsOf,
  type DocsElement,
  type DocsItem,
} from '../../demo-host/docs/manifest-elements.mjs';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';

/**
 * Storybook's autodocs from custom-elements.json, as the demo host's /docs page reads it
 * (demo-host/docs/manifest-elements.mjs): the description of each element a story file shows, and
 * its attributes, events, CSS parts, custom properties and slots as the docs page's table rows.
 * A story file names its elements in `parameters.storeTags` (widgetStory does); the preview's
 * argTypes enhancer (.storybook/preview.ts) fills the table from them.
 */
type InputType = ArgTypes[string];

const elements = new Map(
  elementsOf(manifestJson as unknown as Manifest).map((element) => [element.tag, element]),
);

function elementOf(tag: string): DocsElement {
  const element = elements.get(tag);
  if (!element) throw new Error(`<${tag}> is not in custom-elements.json`);
  return element;
}

/** The docs page's description (markdown): each element's summary and description. */
export function manifestDescription(tags: readonly string[]): string {
  return tags
    .map((tag) => {
      const { summary, description } = elementOf(tag);
      return `### \`<${tag}>\`\n\n**${summary}**\n\n${description}`;
    })
    .join('\n\n');
}

/** `product-code` → `productCode`: the factory's property, and the stories' arg, for an attribute. */
function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The other lists of an element: [manifest list, category]. */
const LISTS: [keyof DocsElement, string][] = [
  ['events', 'events'],
  ['cssParts', 'CSS parts'],
  ['cssProperties', 'CSS custom properties'],
  ['slots', 'slots'],
];

function row(item: DocsItem, category: string, existing: InputType | undefined): InputType {
  return {
    ...existing,
    name: item.name,
    description: item.description,
    // Rows without a story arg have nothing to control.
    control: existing?.control ?? false,
    table: {
      ...existing?.table,
      category,
      type: item.type ? { summary: item.type } : undefined,
      defaultValue: item.default ? { summary: item.default } : undefined,
    },
  };
}

/**
 * The story's argTypes with the manifest's rows: an attribute's row is the story's arg of the
 * same (camelCase) name when it has one, so its control stays and its name, type, default and
 * description are the manifest's. The story's other args are grouped as "story controls". With
 * several elements, each category names its element.
 */
export function manifestArgTypes(tags: readonly string[], argTypes: ArgTypes): ArgTypes {
  if (tags.length === 0) return argTypes;
  const result: ArgTypes = {};
  for (const [key, argType] of Object.entries(argTypes)) {
    result[key] = { ...argType, table: { category: 'story controls', ...argType.table } };
  }
  // An attribute two elements share (`cart-href`) is the story's arg for the first of them.
  const claimed = new Set<string>();
  for (const tag of tags) {
    const element = elementOf(tag);
    const of = (category: string) => (tags.length > 1 ? `${category} of <${tag}>` : category);
    for (const attribute of element.attributes) {
      const camel = camelCase(attribute.name);
      const key = claimed.has(camel) ? `${tag}:${camel}` : camel;
      claimed.add(camel);
      result[key] = row(attribute, of('attributes'), key === camel ? argTypes[camel] : undefined);
    }
    for (const [list, category] of LISTS) {
      for (const item of element[list] as DocsItem[]) {
        result[`${tag}:${String(list)}:${item.name}`] = row(item, of(category), undefined);
      }
    }
  }
  return result;
}

/**
 * The story file's meta parameters for its elements' docs page (spread by widgetStory). Every
 * file has a docs page (`tags: ['autodocs']` in .storybook/preview.ts, where Storybook's indexer
 * reads it); a file about another widget's part opts out with a literal `tags: ['!autodocs']`.
 */
export function manifestDocs(tags: readonly string[]) {
  return {
    parameters: {
      storeTags: tags,
      docs: {
        description: { component: manifestDescription(tags) },
        // Each story in its own frame: inline, they would share one page core and fake backend,
        // which every story's loader resets for itself (widget-story.tsx).
        story: { inline: false, iframeHeight: 360 },
      },
    },
  };
}
