/**
 * `npm run new-widget <name>`: a working, tested, documented `<store-{name}>` in a folder of its
 * own, src/widgets/{name}/, and nothing written anywhere else: the loader, the reserved space, the
 * docs site and the demo host find the new files (docs/adding-a-widget.md says what each is).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { elementClassName, tagElementFiles, tagOf } from './build/widget-files.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Lower-case words joined by dashes, as a tag's name is: `sample-banner`. */
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `sample-banner` → `SampleBanner`. */
const pascal = (name) => elementClassName(name).slice(0, -'Element'.length);
/** `sample-banner` → `sampleBanner`. */
const camel = (name) => pascal(name).replace(/^./, (letter) => letter.toLowerCase());
/** `sample-banner` → `Sample banner`. */
const title = (name) => name.replace(/^./, (letter) => letter.toUpperCase()).replaceAll('-', ' ');

/** The height kept for the widget before its code runs, in px (its facts and its sheet agree). */
const RESERVED_HEIGHT = 96;

/** File name → text, for `<store-{name}>`. */
export function widgetFiles(name) {
  const tag = tagOf(name);
  const Component = pascal(name);
  const messages = `${camel(name)}Messages`;
  const Title = title(name);
  return {
    [`${name}.element.ts`]: `import { createWidgetElement } from '../../core/element/create-widget-element';
import { ${Component} } from './${name}';
import css from './${name}.css?inline';

/**
 * \`<${tag}>\`: a short notice with a heading and a line of text, in the page's language. Say
 * here what the shopper sees and does with it: this paragraph is the widget's description in the
 * manifest, the docs site and the editors.
 *
 * @tag ${tag}
 * @summary A notice with a heading and a line of text.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; \`data-state="ready"\`.
 * @csspart heading - The heading.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--${tag}-reserved=${RESERVED_HEIGHT}px] - Height reserved before the widget loads.
 */
export const ${Component}Element = createWidgetElement({
  tag: '${tag}',
  component: ${Component},
  attributes: {},
  css,
});

export default ${Component}Element;
`,
    [`${name}.tsx`]: `import { useTranslate } from '../../core/i18n/use-translate';
import { ${messages} } from './${name}.messages';

/** <${tag}>: a heading and a line of text from its catalogs. */
export function ${Component}() {
  const t = useTranslate(${messages});
  return (
    <section className="${name}" part="base" data-state="ready" aria-labelledby="${name}-heading">
      <h2 className="${name}-heading" id="${name}-heading" part="heading">
        {t('heading')}
      </h2>
      <p className="${name}-text">{t('text')}</p>
    </section>
  );
}
`,
    [`${name}.css`]: `:host {
  --${tag}-reserved: ${RESERVED_HEIGHT}px;
  min-height: var(--${tag}-reserved) !important;
}
.${name} {
  min-height: var(--${tag}-reserved);
  padding: 16px;
  border-radius: var(--store-radius);
  background: var(--store-color-surface-alt);
}
.${name}-heading {
  margin: 0 0 8px;
  font-size: 20px;
}
.${name}-text {
  margin: 0;
}
`,
    [`${name}.messages.ts`]: `import { defineMessages } from '../../core/i18n/messages';

/** Every text <${tag}> shows. English defines the keys; the others fall back to it per key. */
export const ${messages} = defineMessages({
  en: {
    heading: 'Welcome to our store',
    text: 'Order assessments, scoring and training online.',
  },
  fr: {
    heading: 'Bienvenue dans notre boutique',
    text: 'Commandez en ligne des évaluations, des corrections et des formations.',
  },
  nl: {
    heading: 'Welkom in onze winkel',
    text: 'Bestel online tests, scoring en trainingen.',
  },
  es: {
    heading: 'Bienvenido a nuestra tienda',
    text: 'Pida en línea evaluaciones, corrección y formación.',
  },
});
`,
    [`${name}.facts.ts`]: `import type { WidgetFacts } from '../../core/element/widget-facts';

/** \`<${tag}>\`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: ${RESERVED_HEIGHT} },
  docs: { live: true },
  demo: {
    path: '/demo/${name}.html',
    page: { title: '${Title}', markup: '<${tag}></${tag}>' },
  },
} satisfies WidgetFacts;
`,
    [`${name}.test.tsx`]: `// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { ${Component} } from './${name}';

/** <${tag}>: what it shows, in English and from another language's catalog. */
const globals = globalThis as Record<string, unknown>;

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  unmountWidgets();
  delete globals.storeWidgetsConfig;
});

describe('<${tag}>', () => {
  it('shows its heading and text, ready', () => {
    globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
    const { view, container } = mountWidget(<${Component} />, '${tag}');
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Welcome to our store');
    expect(view.getByText('Order assessments, scoring and training online.')).toBeTruthy();
    expect(container.querySelector('[part="base"]')?.getAttribute('data-state')).toBe('ready');
  });

  it('speaks the language of the Dutch site', () => {
    globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.nl' };
    const { view } = mountWidget(<${Component} />, '${tag}');
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Welkom in onze winkel');
  });
});
`,
    [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { widgetStory, type WidgetStoryArgs } from '../../testing/widget-story';
import ${Component}Element from './${name}.element';

/** \`<${tag}>\`: its heading and text, in any regional site's language. */
const base = widgetStory({
  tag: '${tag}',
  element: ${Component}Element,
  contentPath: '/none',
});

const meta = {
  title: 'Widgets/${Title}',
  ...base,
  render: (_args, { loaded }) =>
    createElement('${tag}', { key: String((loaded as { mountKey?: string }).mountKey) }),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Ready: Story = {};
export const FrenchCanada: Story = { name: 'French Canada', args: { locale: 'fr-ca' } };
`,
  };
}

/** Writes `src/widgets/{name}/` under `root`, formatted; throws on a bad name or a tag that exists. */
export async function newWidget(name, root = ROOT) {
  if (!NAME.test(name ?? '')) {
    throw new Error(`new-widget: "${name}" is not a name like sample-banner (a-z, 0-9, dashes)`);
  }
  const dir = join(root, 'src', 'widgets', name);
  if (existsSync(dir) || tagElementFiles(join(root, 'src', 'widgets')).has(name)) {
    throw new Error(`new-widget: ${tagOf(name)} or src/widgets/${name}/ exists already`);
  }
  mkdirSync(dir);
  const files = Object.entries(widgetFiles(name));
  for (const [file, text] of files) {
    const path = join(dir, file);
    const options = { ...(await resolveConfig(path)), filepath: path };
    writeFileSync(path, await format(text, options));
  }
  return files.map(([file]) => relative(root, join(dir, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  try {
    const written = await newWidget(name);
    console.log(`${tagOf(name)}:\n  ${written.join('\n  ')}`);
    console.log(
      'Next: `npx vitest run src/widgets/' +
        `${name}\`, then \`npm run build\` (it rewrites custom-elements.json: commit it with the folder).`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
