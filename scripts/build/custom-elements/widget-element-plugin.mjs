import { resolve } from 'node:path';
import { readEventDetails } from './event-details.mjs';
import { isStringLiterals } from './string-literals.mjs';
import { TOKEN_DESCRIPTIONS, tokensRead } from './theme-tokens.mjs';
import { elementClassName, elementName, tagOf } from '../widget-files.mjs';

/**
 * Custom Elements Manifest analyzer plugin for our widgets. They are not `class … extends
 * HTMLElement` (which the analyzer understands) but `export const X = createWidgetElement({ tag,
 * component, attributes, css })`, so this plugin finds that call and turns the JSDoc above it into
 * a custom element declaration:
 *
 *   @tag store-x                       the tag (must be the factory's, and the file's name)
 *   @summary One sentence.
 *   @attr {string} [name=default] - …  one per entry of the factory's `attributes` map, same type;
 *   @attr {'a' | 'b'} [name] - …        a `string` attribute that takes only these values (the
 *                                       author mode reports any other, src/core/author)
 *   @fires {CustomEvent<StoreEventMap['store-y']>} store-y - …   the core's event and detail type
 *   @csspart name - …   @cssprop [--name=default] - …   @slot name - …
 *   @method name(param: type): ReturnType - …   one per entry of the factory's `methods` list
 *
 * The theming tokens the tag's CSS reads are added to its `@cssprop`s by this plugin, with their
 * defaults (theme-tokens.mjs); the JSDoc names only what the CSS alone does not say (the height
 * the loader reserves, `--store-{tag}-reserved`). A wildcard (`--store-color-*`) throws: tools
 * offer each name as written.
 *
 * Anything that does not match (a missing or extra attribute, a wrong type, an event the core does
 * not define, a missing `@summary`) throws, so the build and the manifest test fail with the file's
 * name instead of shipping a wrong manifest.
 */
export function widgetElementPlugin({
  eventsFile = 'src/core/events/events.ts',
  root = process.cwd(),
  baseCss = 'src/core/element/base.css',
} = {}) {
  let eventDetails;
  return {
    name: 'store-widgets: createWidgetElement',
    initialize() {
      eventDetails = readEventDetails(eventsFile);
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isVariableStatement(node)) return;
      const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      for (const declaration of node.declarationList.declarations) {
        const call = declaration.initializer;
        if (
          !call ||
          !ts.isCallExpression(call) ||
          call.expression.getText() !== 'createWidgetElement'
        )
          continue;
        const where = `${moduleDoc.path} (${declaration.name.getText()})`;
        if (!exported) throw new Error(`${where}: the element must be exported`);
        const element = describeElement(ts, node, declaration, call, where, eventDetails);
        element.cssProperties = withTokens(
          element.cssProperties,
          tokensRead(resolve(root, moduleDoc.path), resolve(root, baseCss)),
          where,
        );
        checkFileName(moduleDoc.path, element.tagName, element.name, where);
        // The analyzer's own variable plugin saw a plain `const`; this declaration replaces it.
        moduleDoc.declarations = [
          ...(moduleDoc.declarations ?? []).filter((d) => d.name !== element.name),
          element,
        ];
        moduleDoc.exports = [
          ...(moduleDoc.exports ?? []),
          {
            kind: 'custom-element-definition',
            name: element.tagName,
            declaration: { name: element.name, module: moduleDoc.path },
          },
        ];
      }
    },
  };
}

/** The JSDoc's `@cssprop`s and the tokens the CSS reads, each once, sorted by name. */
function withTokens(documented, read, where) {
  const wildcard = documented.find((property) => property.name.includes('*'));
  if (wildcard) throw new Error(`${where}: @cssprop ${wildcard.name}: name each token`);
  const byName = new Map(documented.map((property) => [property.name, property]));
  for (const token of read) {
    if (byName.has(token.name)) continue;
    const description = TOKEN_DESCRIPTIONS[token.name];
    if (!description)
      throw new Error(
        `${where}: the CSS reads ${token.name}: describe it in scripts/build/custom-elements/theme-tokens.mjs`,
      );
    byName.set(token.name, named({ ...token, description }));
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The loader derives the tag from the file name (scripts/build/widget-files.mjs), and the package's
 * per-tag entry the class's exported name: they must agree.
 */
function checkFileName(path, tag, className, where) {
  const expected = tagOf(elementName(path));
  if (tag !== expected)
    throw new Error(`${where}: tag "${tag}" but the file defines <${expected}>`);
  const expectedName = elementClassName(elementName(path));
  if (className !== expectedName)
    throw new Error(`${where}: the class must be exported as ${expectedName}`);
}

function describeElement(ts, statement, declaration, call, where, eventDetails) {
  const options = call.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options))
    throw new Error(`${where}: createWidgetElement needs an object literal`);
  const tag = stringProperty(ts, options, 'tag', where);
  const attributeMap = attributeTypes(ts, options, where);

  const jsDoc = statement.jsDoc?.at(-1);
  if (!jsDoc) throw new Error(`${where}: no JSDoc above the element`);
  const tags = (jsDoc.tags ?? []).map((t) => ({
    name: t.tagName.text,
    text: clean(ts.getTextOfJSDocComment(t.comment) ?? ''),
  }));
  const only = (name) => tags.filter((t) => t.name === name).map((t) => t.text);

  const [docTag] = only('tag');
  if (docTag !== tag) throw new Error(`${where}: @tag "${docTag}" is not the factory's "${tag}"`);
  const [summary] = only('summary');
  if (!summary) throw new Error(`${where}: no @summary`);

  const attributes = only('attr').map((text) => parseTag(text, where, 'attr'));
  checkAttributes(attributes, attributeMap, where);
  const events = only('fires').map((text) =>
    describeEvent(parseTag(text, where, 'fires'), eventDetails, where),
  );
  for (const required of ['store-widget-loaded', 'store-widget-failed']) {
    // createWidgetElement dispatches both for every widget.
    if (!events.some((event) => event.name === required))
      throw new Error(`${where}: @fires ${required} is missing (every widget fires it)`);
  }

  const methods = only('method').map((text) => parseMethod(text, where));
  checkMethods(methods, methodNames(ts, options, where), where);

  const name = declaration.name.getText();
  return {
    kind: 'class',
    description: clean(ts.getTextOfJSDocComment(jsDoc.comment) ?? '', true),
    name,
    summary,
    tagName: tag,
    customElement: true,
    attributes: attributes.map((a) => ({
      name: a.name,
      type: { text: a.type },
      ...(a.default === undefined ? {} : { default: a.default }),
      description: a.description,
      fieldName: camelCase(a.name),
    })),
    // r2wc defines a property per attribute (camelCase) that reflects to the attribute.
    members: attributes
      .map((a) => ({
        kind: 'field',
        name: camelCase(a.name),
        type: { text: `${a.type} | undefined` },
        description: a.description,
        attribute: a.name,
        reflects: true,
      }))
      .concat(
        methods.map((m) => ({
          kind: 'method',
          name: m.name,
          description: m.description,
          parameters: m.parameters,
          return: { type: { text: m.returns } },
        })),
      ),
    events,
    cssParts: only('csspart').map((text) => named(parseTag(text, where, 'csspart'))),
    cssProperties: only('cssprop').map((text) => named(parseTag(text, where, 'cssprop'))),
    // `@slot - …` is the default slot: the manifest's name for it is ''.
    slots: only('slot')
      .map((text) => named(parseTag(text, where, 'slot')))
      .map((slot) => (slot.name === '-' ? { ...slot, name: '' } : slot)),
  };
}

function stringProperty(ts, options, key, where) {
  const property = findProperty(ts, options, key);
  if (!property || !ts.isStringLiteral(property.initializer))
    throw new Error(`${where}: "${key}" must be a string literal`);
  return property.initializer.text;
}

/** The factory's `attributes` map, kebab-cased as r2wc observes them. */
function attributeTypes(ts, options, where) {
  const property = findProperty(ts, options, 'attributes');
  if (!property || !ts.isObjectLiteralExpression(property.initializer))
    throw new Error(`${where}: "attributes" must be an object literal`);
  return new Map(
    property.initializer.properties.map((entry) => {
      if (!ts.isPropertyAssignment(entry) || !ts.isStringLiteral(entry.initializer))
        throw new Error(`${where}: every attribute must be \`prop: 'type'\``);
      return [kebabCase(entry.name.getText()), entry.initializer.text];
    }),
  );
}

/** The factory's `methods` list (none when absent). */
function methodNames(ts, options, where) {
  const property = findProperty(ts, options, 'methods');
  if (!property) return [];
  if (!ts.isArrayLiteralExpression(property.initializer))
    throw new Error(`${where}: "methods" must be an array literal`);
  return property.initializer.elements.map((entry) => {
    if (!ts.isStringLiteral(entry)) throw new Error(`${where}: every method must be a string`);
    return entry.text;
  });
}

function checkMethods(methods, declared, where) {
  const documented = methods.map((m) => m.name).sort();
  if (documented.join() !== [...declared].sort().join())
    throw new Error(
      `${where}: @method [${documented.join(', ')}] but the factory's methods are [${[...declared].sort().join(', ')}]`,
    );
}

/** `name(a: A, b?: B): R - description`; a parameter's type may hold braces, not a comma at depth 0. */
function parseMethod(text, where) {
  const match =
    /^(?<name>\w+)\((?<params>.*?)\)\s*:\s*(?<returns>.+?)\s+-\s+(?<description>[\s\S]+)$/.exec(
      text,
    );
  if (!match) throw new Error(`${where}: cannot read @method ${text}`);
  const { name, params, returns, description } = match.groups;
  const parameters = splitTopLevel(params).map((param) => {
    const colon = param.indexOf(':');
    if (colon < 0) throw new Error(`${where}: @method ${name}: parameter "${param}" has no type`);
    const paramName = param.slice(0, colon).trim();
    return {
      name: paramName.replace(/\?$/, ''),
      ...(paramName.endsWith('?') ? { optional: true } : {}),
      type: { text: param.slice(colon + 1).trim() },
    };
  });
  return { name, parameters, returns: returns.trim(), description: description.trim() };
}

function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if ('{[(<'.includes(c)) depth += 1;
    else if ('}])>'.includes(c)) depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

function findProperty(ts, options, key) {
  return options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === key);
}

function checkAttributes(attributes, attributeMap, where) {
  const documented = attributes.map((a) => a.name).sort();
  const declared = [...attributeMap.keys()].sort();
  if (documented.join() !== declared.join())
    throw new Error(
      `${where}: @attr [${documented.join(', ')}] but the factory's attributes are [${declared.join(', ')}]`,
    );
  for (const attribute of attributes) {
    const parsedAs = isStringLiterals(attribute.type) ? 'string' : attribute.type;
    if (parsedAs !== attributeMap.get(attribute.name))
      throw new Error(
        `${where}: @attr ${attribute.name} is {${attribute.type}} but the factory parses it as '${attributeMap.get(attribute.name)}'`,
      );
  }
}

function describeEvent(tag, eventDetails, where) {
  const expected = `CustomEvent<StoreEventMap['${tag.name}']>`;
  if (!eventDetails.has(tag.name))
    throw new Error(`${where}: @fires ${tag.name} is not in the core's StoreEventMap`);
  if (tag.type !== expected)
    throw new Error(`${where}: @fires ${tag.name} must be typed {${expected}}`);
  return {
    name: tag.name,
    type: { text: `CustomEvent<${eventDetails.get(tag.name)}>` },
    description: tag.description,
  };
}

/**
 * `{type} [name=default] - description`, `{type} name - description` or `name - description`, as
 * the analyzer's own JSDoc reader takes them.
 */
function parseTag(text, where, tagName) {
  const match =
    /^(?:\{(?<type>[^}]+)\}\s*)?(?:\[(?<optional>[^\]=]+)(?:=(?<default>[^\]]*))?\]|(?<name>\S+))\s*(?:-\s+)?(?<description>[\s\S]*)$/.exec(
      text,
    );
  if (!match) throw new Error(`${where}: cannot read @${tagName} ${text}`);
  const { type, optional, default: value, name, description } = match.groups;
  if (!description) throw new Error(`${where}: @${tagName} ${optional ?? name} has no description`);
  return { type, name: (optional ?? name).trim(), default: value, description: description.trim() };
}

function named({ name, default: value, description }) {
  return { name, ...(value === undefined ? {} : { default: value }), description };
}

/** JSDoc text without the comment's line breaks; paragraphs kept for the description. */
function clean(text, keepParagraphs = false) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim());
  return keepParagraphs ? paragraphs.filter(Boolean).join('\n\n') : paragraphs.join(' ').trim();
}

function camelCase(attribute) {
  return attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
}

function kebabCase(prop) {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);
}
