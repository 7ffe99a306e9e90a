/**
 * The /docs page's content: every element of custom-elements.json with its attributes, events,
 * CSS parts, custom properties and slots, an embed snippet with a Copy button, and a live example
 * or its demo page (docs-examples.mjs). Everything taken from the manifest is escaped.
 */
import { DOCS_EXAMPLES, PAGE_SETUP_SNIPPET, snippetOf } from './docs-examples.mjs';
import { descriptionHtml, escapeHtml, inlineHtml } from './manifest-elements.mjs';
import { guideIndex } from './render-guides.mjs';

/** The tables of one element: [list key, heading, columns (item field → column title)]. */
const TABLES = [
  [
    'attributes',
    'Attributes',
    { name: 'Name', type: 'Type', default: 'Default', description: 'Description' },
  ],
  ['methods', 'Methods', { name: 'Name', type: 'Signature', description: 'Description' }],
  ['events', 'Events', { name: 'Name', type: 'Detail type', description: 'Description' }],
  ['cssParts', 'CSS parts', { name: 'Name', description: 'Description' }],
  [
    'cssProperties',
    'CSS custom properties',
    { name: 'Name', default: 'Default', description: 'Description' },
  ],
  ['slots', 'Slots', { name: 'Name', description: 'Description' }],
];

/** Name, type and default cells as code; the description with its `code spans`. */
function cell(field, value) {
  if (field === 'description') return inlineHtml(value);
  return value === '' ? '' : `<code>${escapeHtml(value)}</code>`;
}

function table(element, [key, heading, columns]) {
  const items = element[key];
  // Slots and methods are rare: their heading only where an element has some.
  if ((key === 'slots' || key === 'methods') && items.length === 0) return '';
  const title = `<h3>${heading}</h3>`;
  if (items.length === 0) return `${title}<p>None.</p>`;
  const fields = Object.keys(columns);
  const head = fields.map((field) => `<th scope="col">${columns[field]}</th>`).join('');
  const rows = items
    .map((item) => {
      const [first, ...rest] = fields;
      return `<tr><th scope="row">${cell(first, item[first])}</th>${rest
        .map((field) => `<td>${cell(field, item[field])}</td>`)
        .join('')}</tr>`;
    })
    .join('');
  return `${title}<table class="docs-table" data-list="${key}"><caption class="visually-hidden">${heading} of ${escapeHtml(element.tag)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** A snippet in a <pre> with its Copy button (docs-copy.js copies the <code>'s text). */
function snippetBlock(id, label, snippet) {
  return `<div class="docs-snippet"><pre><code id="${id}">${escapeHtml(snippet)}</code></pre><button type="button" class="docs-copy" data-copy="${id}">Copy<span class="visually-hidden"> ${escapeHtml(label)}</span></button></div>`;
}

function example(element) {
  const { tag } = element;
  const entry = DOCS_EXAMPLES[tag];
  const pageLink = entry?.page
    ? `<a href="${escapeHtml(entry.page)}">The ${escapeHtml(tag)} demo page</a>`
    : '';
  if (entry?.live) {
    return `<h3>Live example</h3><p>As a visitor, against the fake backend. Also on ${pageLink}.</p><div class="docs-example" data-example="${escapeHtml(tag)}">${snippetOf(tag)}</div>`;
  }
  return `<h3>Live example</h3><p>${pageLink || 'No demo page.'}: a page-level widget, shown at its own address (it reads the page's route, and most of them need a signed-in shopper: see the seeded shoppers in the repository's docs/fake-backend.md).</p>`;
}

function section(element) {
  const tag = escapeHtml(element.tag);
  return `<section class="docs-element" id="${tag}" aria-labelledby="${tag}-heading">
<h2 id="${tag}-heading"><code>&lt;${tag}&gt;</code></h2>
<p class="docs-summary">${inlineHtml(element.summary)}</p>
${descriptionHtml(element.description)}
${TABLES.map((spec) => table(element, spec)).join('\n')}
<h3>Embed</h3>
${snippetBlock(`snippet-${tag}`, `the ${tag} snippet`, snippetOf(element.tag))}
${example(element)}
</section>`;
}

/** The page's <main>: an index of the tags, the page setup, then one section per element. */
export function renderDocs(elements) {
  const index = elements
    .map(({ tag }) => `<li><a href="#${escapeHtml(tag)}"><code>${escapeHtml(tag)}</code></a></li>`)
    .join('');
  return `<main id="main" class="cms docs">
<h1>Widget reference</h1>
<p>Every element of <a href="/custom-elements.json"><code>custom-elements.json</code></a> (${elements.length} tags), the manifest the build makes from the element files' JSDoc.</p>
<p role="status" id="docs-copy-status" class="visually-hidden"></p>
<section aria-labelledby="docs-guides"><h2 id="docs-guides">Guides</h2>
${guideIndex()}
</section>
<nav aria-label="Elements"><ul class="docs-index">${index}</ul></nav>
<section aria-labelledby="docs-setup"><h2 id="docs-setup">Page setup</h2>
<p>Once per page, then place any tag below.</p>
${snippetBlock('snippet-page-setup', 'the page setup snippet', PAGE_SETUP_SNIPPET)}
</section>
${elements.map(section).join('\n')}
</main>`;
}

/** The /docs page for renderPage: its content, and its Copy script (served on this page only). */
export function docsPage(elements) {
  return {
    title: 'Widget reference',
    // vite-ignore: the dev server's HTML transform leaves it alone (it is no module of the build).
    head: '<script type="module" src="/docs/copy.js" vite-ignore></script>',
    body: renderDocs(elements),
  };
}
