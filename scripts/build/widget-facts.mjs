/**
 * The widgets' facts (`src/widgets/{dir}/{name}.facts.ts`, typed by src/core/element/widget-facts.ts)
 * read in node, and the lists derived from them: the reserved boxes the loader adopts, the
 * every-page tags the build hints and checks, the tags the docs and the demo host show. Adding a
 * widget adds its facts file; nobody edits a list.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './import-typescript.mjs';

const FACTS_MODULE = fileURLToPath(
  new URL('../../src/widgets/all-widget-facts.ts', import.meta.url),
);

let loading;

/** Tag → facts, sorted by tag; loaded once per process (the facts are TypeScript). */
export function loadWidgetFacts() {
  loading ??= importTypeScript(FACTS_MODULE).then((module) => module.WIDGET_FACTS);
  return loading;
}

const nameOf = (tag) => tag.slice('store-'.length);

/** The tags on every store page. */
export const everyPageTags = (facts) =>
  Object.keys(facts).filter((tag) => facts[tag].everyPage === true);

/** Tag → the tags it renders in its own shadow root. */
export const rendersByTag = (facts) =>
  Object.fromEntries(
    Object.entries(facts)
      .filter(([, widget]) => widget.renders?.length)
      .map(([tag, widget]) => [tag, widget.renders]),
  );

/**
 * The loader's reserved boxes, compact: block heights by comma-joined names sharing one property
 * (the group's first), and the inline widgets' rules written out. A group whose heights differ,
 * or that names no block widget, stops the build.
 */
export function reservedSpace(facts) {
  const groups = new Map();
  const inline = [];
  for (const [tag, { reserved }] of Object.entries(facts)) {
    const name = nameOf(tag);
    if (reserved.display === 'block') {
      const lead = reserved.group ?? name;
      const group = groups.get(lead) ?? { height: undefined, names: [] };
      group.names.push(name);
      groups.set(lead, group);
      if (lead === name) group.height = reserved.height;
      continue;
    }
    const height = reserved.overridable
      ? `var(--store-${name}-reserved,${reserved.height}px)`
      : `${reserved.height}px`;
    const align = reserved.align ? `vertical-align:${reserved.align};` : '';
    const selector = `${tag}:not(:defined)`;
    inline.push(
      `${selector}{display:inline-block;${align}min-width:${reserved.width}px;min-height:${height}}`,
    );
    if (reserved.wide) {
      const { fromContainerWidth, width } = reserved.wide;
      inline.push(`@container (width>=${fromContainerWidth}px){${selector}{min-width:${width}px}}`);
    }
    const { name: attribute, widths = {} } = reserved.byAttribute ?? {};
    for (const [value, width] of Object.entries(widths)) {
      inline.push(`${tag}[${attribute}=${value} i]:not(:defined){min-width:${width}px}`);
    }
  }
  const blockHeights = {};
  for (const [lead, { height, names }] of groups) {
    if (height === undefined) throw new Error(`widget facts: no block widget ${lead} for ${names}`);
    const others = names.filter((name) => name !== lead);
    for (const name of others) {
      if (facts[`store-${name}`].reserved.height !== height)
        throw new Error(
          `widget facts: ${name}'s reserved height differs from its group's (${lead})`,
        );
    }
    blockHeights[[lead, ...others].join()] = height;
  }
  // A page's content for a widget's slots (docs/authoring.md, "Content slots") shows only in its
  // slot: until the widget is defined it would sit in the reserved box, then jump or vanish. The
  // block widgets' rule is made by the loader from their names (reserve-space.ts), at no cost.
  const inlineTags = Object.keys(facts).filter((tag) => facts[tag].reserved.display !== 'block');
  inline.push(`:is(${inlineTags.join()}):not(:defined)>[slot]{display:none}`);
  return { blockHeights, inlineRules: inline.map((rule) => `\n${rule}`).join('') };
}

/** The module the loader's reserve-space.ts reads its table from. */
const RESERVED_SPACE_MODULE = 'virtual:store-widgets/reserved-space';

/** Vite plugin: `virtual:store-widgets/reserved-space`, the facts' reserved boxes and nothing else. */
export function reservedSpaceModule() {
  const resolved = `\0${RESERVED_SPACE_MODULE}`;
  return {
    name: 'store-widgets:reserved-space',
    resolveId(id) {
      return id === RESERVED_SPACE_MODULE ? resolved : undefined;
    },
    async load(id) {
      if (id !== resolved) return undefined;
      const { blockHeights, inlineRules } = reservedSpace(await loadWidgetFacts());
      return `export const BLOCK_HEIGHTS = ${JSON.stringify(blockHeights)};\nexport const INLINE_RULES = ${JSON.stringify(inlineRules)};\n`;
    },
  };
}

/**
 * `widget-facts.json` beside custom-elements.json in a build: each tag's every-page flag, demo
 * page and docs snippet, for a reference page generated from the manifest to join by tag.
 */
export function widgetFactsData(facts) {
  return Object.fromEntries(
    Object.entries(facts).map(([tag, widget]) => [
      tag,
      {
        everyPage: widget.everyPage === true,
        snippet: widget.docs.snippet ?? `<${tag}></${tag}>`,
        live: widget.docs.live === true,
        demoPage: widget.demo.path,
        reserved: widget.reserved,
      },
    ]),
  );
}

/** `node scripts/build/widget-facts.mjs [file]`: writes the data file (default widget-facts.json). */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? 'widget-facts.json';
  writeFileSync(file, `${JSON.stringify(widgetFactsData(await loadWidgetFacts()), null, 2)}\n`);
}
