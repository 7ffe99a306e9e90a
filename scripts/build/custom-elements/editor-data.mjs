/**
 * Editor data made from custom-elements.json alone, as Shoelace ships it, so an integrator's
 * editor completes our tags, attributes and values and shows their descriptions:
 *
 * - `vscode.html-custom-data.json`: VS Code's custom HTML data (version 1.1), named by the
 *   package's `customData` field; a project adds it to `html.customData`.
 * - `web-types.json`: JetBrains' Web Types (schema version 2), named by the package's `web-types`
 *   field, which WebStorm reads from installed packages by itself.
 */
import { isStringLiterals } from './string-literals.mjs';
import { attributeType, manifestElements } from './typings.mjs';

export const VSCODE_DATA = 'vscode.html-custom-data.json';
export const WEB_TYPES = 'web-types.json';

/** `'a' | 'b'` → `['a', 'b']`; any other type has no fixed values. */
function literalValues(type) {
  return isStringLiterals(type) ? [...type.matchAll(/'([^']*)'/g)].map((match) => match[1]) : [];
}

/** An element's description: its summary, with what the element's page adds. */
function elementText(element) {
  return [element.summary, element.description].filter(Boolean).join('\n\n');
}

export function vscodeData(manifest) {
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: manifestElements(manifest).map((element) => ({
      name: element.tagName,
      description: elementText(element),
      attributes: (element.attributes ?? []).map((attribute) => {
        const type = attribute.type?.text ?? 'string';
        const values = literalValues(type);
        return {
          name: attribute.name,
          description:
            attribute.default === undefined
              ? attribute.description
              : `${attribute.description} Default: ${attribute.default}.`,
          ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
          // A boolean goes by presence: VS Code offers it without a value.
          ...(type === 'boolean' ? { valueSet: 'v' } : {}),
        };
      }),
    })),
  };
}

export function webTypes(manifest, { name, version }) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: manifestElements(manifest).map((element) => ({
          name: element.tagName,
          description: elementText(element),
          attributes: (element.attributes ?? []).map((attribute) => {
            const type = attribute.type?.text ?? 'string';
            return {
              name: attribute.name,
              description: attribute.description,
              ...(attribute.default === undefined ? {} : { default: attribute.default }),
              // A boolean goes by presence: written bare, no value required.
              value:
                type === 'boolean'
                  ? { type: 'boolean', required: false }
                  : { type: attributeType(type), required: false },
            };
          }),
          js: {
            properties: (element.members ?? [])
              .filter((member) => member.kind === 'field')
              .map((member) => ({
                name: member.name,
                description: member.description,
                type: member.type?.text,
              })),
            events: (element.events ?? []).map((event) => ({
              name: event.name,
              description: event.description,
              type: event.type?.text,
            })),
          },
          slots: (element.slots ?? []).map((slot) => ({
            name: slot.name,
            description: slot.description,
          })),
          css: {
            parts: (element.cssParts ?? []).map((part) => ({
              name: part.name,
              description: part.description,
            })),
            properties: (element.cssProperties ?? []).map((property) => ({
              name: property.name,
              description:
                property.default === undefined
                  ? property.description
                  : `${property.description} Default: \`${property.default}\`.`,
            })),
          },
        })),
      },
    },
  };
}
