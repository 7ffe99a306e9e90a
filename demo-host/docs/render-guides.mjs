/**
 * The guides' part of /docs: their index on the reference page, and each guide's own page
 * (`/docs/{slug}`) with the list of the others, so a reader moves between them.
 */
import { GUIDES } from './guides/guides.mjs';
import { escapeHtml } from './manifest-elements.mjs';

/** The guides' list: a link and its one-line summary each (the current one marked as such). */
export function guideIndex(current = undefined) {
  const items = GUIDES.map(({ slug, title, summary }) => {
    const here = slug === current ? ' aria-current="page"' : '';
    return `<li><a href="/docs/${slug}"${here}>${escapeHtml(title)}</a>: ${escapeHtml(summary)}</li>`;
  }).join('');
  return `<ul class="docs-guides">${items}</ul>`;
}

/** The guide at `/docs/{slug}` for renderPage, or undefined when there is none. */
export function guidePage(slug, context) {
  const guide = GUIDES.find((candidate) => candidate.slug === slug);
  if (!guide) return undefined;
  return {
    title: guide.title,
    head: '',
    body: `<main id="main" class="cms docs docs-guide">
<p><a href="/docs">Widget reference and guides</a></p>
<h1>${escapeHtml(guide.title)}</h1>
${guide.body(context)}
<nav aria-label="Guides"><h2>All guides</h2>${guideIndex(slug)}</nav>
</main>`,
  };
}
