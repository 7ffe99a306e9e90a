/**
 * Typings for the package's users, made from custom-elements.json alone (what an integrator sees is
 * what the manifest says):
 *
 * - `store-widgets.d.ts`: the DOM. Every tag in `HTMLElementTagNameMap` (with its attributes'
 *   properties, which r2wc defines and reflects), every `store-*` event in
 *   `GlobalEventHandlersEventMap` with its typed `detail`. No import: it works without React.
 * - `store-widgets-react.d.ts`: React 19's JSX. Every tag in `JSX.IntrinsicElements` with its
 *   attributes (kebab-case, as in HTML) and an `on{event}` prop per event it fires. React 19 adds
 *   a listener for the prop's name minus `on`, as written: `onstore-cart-updated` listens to
 *   `store-cart-updated`, while `onStoreCartUpdated` would listen to a `StoreCartUpdated` event
 *   that never comes, so only the working spelling is typed.
 */
import { isStringLiterals } from './string-literals.mjs';

export const DOM_TYPINGS = 'store-widgets.d.ts';
export const REACT_TYPINGS = 'store-widgets-react.d.ts';

const HEADER =
  '// Generated from custom-elements.json by scripts/build/custom-elements/build.mjs: do not edit.\n';

/** The custom element declarations of a manifest, sorted by tag. */
export function manifestElements(manifest) {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

export function generateTypings(manifest) {
  const elements = manifestElements(manifest);
  return { [DOM_TYPINGS]: domTypings(elements), [REACT_TYPINGS]: reactTypings(elements) };
}

function domTypings(elements) {
  const events = eventDetails(elements);
  const lines = [HEADER];
  lines.push(
    '/** The `detail` of every `store-*` event a widget dispatches (they bubble and are composed). */',
  );
  lines.push('export interface StoreEventDetailMap {');
  for (const [name, { detail, description }] of events) {
    lines.push(doc(description, '  '), `  ${quote(name)}: ${detail};`);
  }
  lines.push('}', '');
  lines.push('/** Every `store-*` event as a listener receives it, by name. */');
  lines.push(
    'export type StoreEventMap = {',
    '  [E in keyof StoreEventDetailMap]: CustomEvent<StoreEventDetailMap[E]>;',
    '};',
    '',
  );
  for (const [name, { description }] of events) {
    lines.push(doc(description, ''));
    lines.push(`export type ${eventTypeName(name)} = StoreEventMap[${quote(name)}];`, '');
  }
  for (const element of elements) {
    lines.push(doc(`\`<${element.tagName}>\`: ${element.summary}`, ''));
    lines.push(
      ...block(
        `export interface ${interfaceName(element)} extends HTMLElement`,
        (element.members ?? []).flatMap((member) =>
          member.kind === 'method'
            ? [
                doc(member.description, '  '),
                `  ${member.name}(${(member.parameters ?? [])
                  .map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type.text}`)
                  .join(', ')}): ${member.return?.type?.text ?? 'void'};`,
              ]
            : [
                doc(`${member.description} (attribute \`${member.attribute}\`)`, '  '),
                `  ${member.name}: ${member.type.text};`,
              ],
        ),
      ),
    );
    lines.push(`/** The attributes of \`<${element.tagName}>\`, as written in HTML. */`);
    lines.push(
      ...block(
        `export interface ${interfaceName(element)}Attributes`,
        (element.attributes ?? []).flatMap((attribute) => [
          doc(attribute.description + defaultNote(attribute), '  '),
          `  ${quote(attribute.name)}?: ${attributeType(attribute.type.text)};`,
        ]),
      ),
    );
  }
  lines.push('/** The events each tag fires. */', 'export interface StoreElementEventsMap {');
  for (const element of elements) {
    const names = (element.events ?? []).map((event) => quote(event.name)).join(' | ');
    lines.push(`  ${quote(element.tagName)}: ${names || 'never'};`);
  }
  lines.push('}', '', 'declare global {', '  interface HTMLElementTagNameMap {');
  for (const element of elements)
    lines.push(`    ${quote(element.tagName)}: ${interfaceName(element)};`);
  lines.push('  }', '  interface GlobalEventHandlersEventMap {');
  for (const [name] of events)
    lines.push(`    ${quote(name)}: CustomEvent<StoreEventDetailMap[${quote(name)}]>;`);
  lines.push('  }', '}', '');
  return lines.join('\n');
}

function reactTypings(elements) {
  const names = elements.map(
    (element) => `${interfaceName(element)}, ${interfaceName(element)}Attributes`,
  );
  const lines = [HEADER];
  lines.push("import type { DetailedHTMLProps, HTMLAttributes } from 'react';");
  lines.push(
    'import type {',
    ...names.map((name) => `  ${name},`),
    '  StoreElementEventsMap,',
    '  StoreEventDetailMap,',
  );
  // With its extension, as node16 and nodenext module resolution require (bundler accepts it too).
  lines.push("} from './store-widgets.js';", '');
  lines.push('/** `on{event}` props: React 19 listens to the event named by what follows `on`. */');
  lines.push('type StoreEventProps<Tag extends keyof StoreElementEventsMap> = {');
  lines.push(
    '  [E in StoreElementEventsMap[Tag] as `on${E}`]?: (event: CustomEvent<StoreEventDetailMap[E]>) => void;',
  );
  lines.push('};', '');
  lines.push(
    'type StoreElementProps<Tag extends keyof StoreElementEventsMap, Host extends HTMLElement, Attributes> =',
  );
  lines.push(
    '  DetailedHTMLProps<HTMLAttributes<Host>, Host> & Attributes & StoreEventProps<Tag>;',
    '',
  );
  lines.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const element of elements) {
    const name = interfaceName(element);
    lines.push(doc(`\`<${element.tagName}>\`: ${element.summary}`, '      '));
    lines.push(
      `      ${quote(element.tagName)}: StoreElementProps<${quote(element.tagName)}, ${name}, ${name}Attributes>;`,
    );
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}

/** Each event once, with its detail; two widgets typing one event differently is a manifest bug. */
function eventDetails(elements) {
  const events = new Map();
  for (const element of elements) {
    for (const event of element.events ?? []) {
      const detail = /^CustomEvent<([\s\S]*)>$/.exec(event.type?.text ?? '')?.[1];
      if (!detail)
        throw new Error(`<${element.tagName}> ${event.name}: the type is not CustomEvent<…>`);
      const known = events.get(event.name);
      if (known && known.detail !== detail)
        throw new Error(`${event.name}: two detail types (${known.detail}; ${detail})`);
      if (!known) events.set(event.name, { detail, description: event.description });
    }
  }
  return new Map([...events].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What an attribute accepts as written: a `number` is parsed as a number; a `boolean` goes by
 * presence, as HTML's do (bare, `""` or any text is true, absent false), the text "false" being
 * false too (src/core/element/attribute-value.ts). In JSX, `true` writes it bare, `false` leaves it out.
 */
export function attributeType(type) {
  if (type === 'number') return 'number | `${number}`';
  if (type === 'boolean') return "boolean | '' | 'true' | 'false'";
  // A union of string literals (widget-element-plugin.mjs checked it) is typed as written.
  if (isStringLiterals(type)) return type;
  return 'string';
}

function defaultNote(attribute) {
  return attribute.default === undefined ? '' : ` Default: \`${attribute.default}\`.`;
}

/** `store-cart-updated` → `StoreCartUpdatedEvent`: the type of one event. */
export function eventTypeName(event) {
  return `${event.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())}Event`;
}

export function interfaceName(element) {
  return (
    element.tagName.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase()) + 'Element'
  );
}

function block(head, body) {
  return body.length === 0 ? [`${head} {}`, ''] : [`${head} {`, ...body, '}', ''];
}

function quote(name) {
  return `'${name}'`;
}

function doc(text, indent) {
  return `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ')} */`;
}
