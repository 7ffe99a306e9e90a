import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DOM_TYPINGS,
  eventTypeName,
  interfaceName,
  REACT_TYPINGS,
} from '../custom-elements/typings.mjs';

/**
 * The npm package's `./react` entry: a React component per tag (`StoreAddToCart`, …) for React 18,
 * which writes every prop of a custom element as a string attribute and attaches no listener for
 * custom events (React 19 needs none: the tags work in its JSX, typed as before). Made from the
 * manifest, as the typings are, so a new property or event reaches the wrappers with nobody
 * editing them. The components share `createComponent` (react/create-component.js, about 40
 * lines) rather than `@lit/react`'s: ours needs no element class at render (the CDN loader defines
 * tags later), and the package keeps no dependency but React itself, an optional peer.
 *
 * The entry imports no tag: the page defines them (a per-tag entry, or the CDN loader), and a page
 * that never imports `./react` (every CDN page) never loads any of it.
 */
const RUNTIME = join(dirname(fileURLToPath(import.meta.url)), 'react', 'create-component.js');

export const REACT_ENTRY = 'react/index.js';
export const REACT_RUNTIME = 'react/create-component.js';
export const REACT_ENTRY_TYPINGS = 'types/react/index.d.ts';

/** `store-add-to-cart` → `StoreAddToCart`: the component's name. */
export const componentName = (element) => interfaceName(element).replace(/Element$/, '');

/** `store-cart-updated` → `onStoreCartUpdated`: the prop that hears an event. */
export const eventProp = (event) => `on${eventTypeName(event).replace(/Event$/, '')}`;

function propertiesOf(element) {
  return Object.fromEntries(
    (element.members ?? [])
      .filter((member) => member.attribute)
      .map((member) => [member.name, member.attribute]),
  );
}

function eventsOf(element) {
  return Object.fromEntries(
    (element.events ?? []).map((event) => [eventProp(event.name), event.name]),
  );
}

/**
 * The entry's module: one `createComponent` call per tag, marked pure so that a bundler keeps only
 * the components an app imports.
 */
export function reactEntry(elements, header) {
  const lines = [header, "import { createComponent } from './create-component.js';", ''];
  for (const element of elements) {
    const name = componentName(element);
    lines.push(
      `/** \`<${element.tagName}>\` as a React component. */`,
      `export const ${name} = /* @__PURE__ */ createComponent(${JSON.stringify(element.tagName)}, ${JSON.stringify(propertiesOf(element))}, ${JSON.stringify(eventsOf(element))}, ${JSON.stringify(name)});`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The component runtime, as shipped. */
export function reactRuntime() {
  return readFileSync(RUNTIME, 'utf8');
}

/**
 * The entry's typings: per tag, its props (the properties, an `on…` handler per event typed with
 * the event's type, and the HTML attributes React passes through) and the element as the `ref`.
 * They also bring React 19's JSX typings, so `import type {} from '…/react'` works as before.
 */
export function reactEntryTypings(elements, header) {
  const dom = `../${DOM_TYPINGS.replace(/\.d\.ts$/, '.js')}`;
  const types = new Set();
  const body = [];
  for (const element of elements) {
    const name = componentName(element);
    const host = interfaceName(element);
    types.add(host);
    const props = (element.members ?? [])
      .filter((member) => member.attribute)
      .map((member) => `  ${member.name}?: ${member.type.text};`);
    const events = (element.events ?? []).map((event) => {
      types.add(eventTypeName(event.name));
      return `  ${eventProp(event.name)}?: (event: ${eventTypeName(event.name)}) => void;`;
    });
    body.push(
      `/** The props of \`<${name}>\`: \`<${element.tagName}>\`'s properties and events. */`,
      `export interface ${name}Props extends HTMLAttributes<${host}> {`,
      ...props,
      ...events,
      '}',
      `/** \`<${element.tagName}>\`: ${(element.summary ?? '').replace(/\*\//g, '*\\/').replace(/\s+/g, ' ')} */`,
      `export declare const ${name}: ForwardRefExoticComponent<${name}Props & RefAttributes<${host}>>;`,
      '',
    );
  }
  return [
    header,
    `/// <reference path="../${REACT_TYPINGS}" />`,
    "import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from 'react';",
    `import type { ${[...types].sort().join(', ')} } from '${dom}';`,
    '',
    ...body,
  ].join('\n');
}
