/**
 * The elements of custom-elements.json as the docs show them: one entry per tag (sorted by tag),
 * each list present (empty when the manifest has none), an event's detail type taken out of its
 * `CustomEvent<…>`. Read by the demo host's /docs page and by Storybook's autodocs, so both say
 * what the manifest says and nothing else.
 */

import { manifestElements } from '../../scripts/build/custom-elements/typings.mjs';

/** The manifest's custom elements (as the typings read them: sorted by tag), for the docs. */
export function elementsOf(manifest) {
  return manifestElements(manifest).map((declaration) => ({
    tag: declaration.tagName,
    summary: declaration.summary ?? '',
    description: declaration.description ?? '',
    attributes: items(declaration.attributes),
    events: items(declaration.events).map((event) => ({
      ...event,
      type: eventDetailType(event.type),
    })),
    cssParts: items(declaration.cssParts),
    cssProperties: items(declaration.cssProperties),
    // The default slot (named '' in the manifest) is shown as such.
    slots: items(declaration.slots).map((slot) =>
      slot.name === '' ? { ...slot, name: '(default)' } : slot,
    ),
    methods: (declaration.members ?? [])
      .filter((member) => member.kind === 'method')
      .map((method) => ({
        name: `${method.name}()`,
        type: methodSignature(method),
        default: '',
        description: String(method.description ?? ''),
      })),
  }));
}

/** `(lines: Line[]) => Promise<Added[]>` */
function methodSignature(method) {
  const parameters = (method.parameters ?? []).map(
    (p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`,
  );
  return `(${parameters.join(', ')}) => ${method.return?.type?.text ?? 'void'}`;
}

/** A manifest list as `{ name, type, default, description }`, every field a string. */
function items(list) {
  if (!Array.isArray(list)) return [];
  return list.map((item) => ({
    name: String(item.name ?? ''),
    type: String(item.type?.text ?? ''),
    default: item.default === undefined ? '' : String(item.default),
    description: String(item.description ?? ''),
  }));
}

/** `CustomEvent<{ tag: string }>` → `{ tag: string }`; another type text is kept as it is. */
export function eventDetailType(typeText) {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(typeText.trim());
  return match ? match[1].trim() : typeText;
}

/** Text safe inside HTML (content or a quoted attribute). */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A line of manifest text as HTML: escaped, its `code spans` as <code>. No other markdown is
 * read, so nothing in the text can become markup.
 */
export function inlineHtml(text) {
  return String(text)
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

/** A manifest description as HTML paragraphs (its blank lines), each as `inlineHtml`. */
export function descriptionHtml(text) {
  return String(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${inlineHtml(paragraph)}</p>`)
    .join('');
}
