/**
 * Small builders for the guides' HTML: every text goes through escapeHtml or inlineHtml (its
 * `code spans` as <code>), so nothing a guide or the manifest says can become markup.
 */
import { escapeHtml, inlineHtml } from '../manifest-elements.mjs';

/** Paragraphs, each a line of text with `code spans`. */
export const p = (...lines) => lines.map((line) => `<p>${inlineHtml(line)}</p>`).join('');

/** A list of lines with `code spans`. */
export const ul = (items) =>
  `<ul>${items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;

/** A code sample, shown as written. */
export const pre = (code) => `<pre><code>${escapeHtml(code.trim())}</code></pre>`;

/** A sub-heading of a guide (its title is the page's h1). */
export const h2 = (text) => `<h2>${inlineHtml(text)}</h2>`;

/** A table: column titles, then rows of cells with `code spans` (the first cell heads its row). */
export function table(caption, columns, rows) {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${inlineHtml(first)}</th>${rest.map((cell) => `<td>${inlineHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table class="docs-table"><caption class="visually-hidden">${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
