/**
 * docs/reference/tags.md, the tag reference, made from custom-elements.json by the same reader as
 * the demo host's /docs page, so the repository's reference and the site say the same thing.
 * Written by `npm run build` beside the manifest; run alone: `node <this file>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { elementsOf } from '../../../demo-host/docs/manifest-elements.mjs';

export const TAGS_REFERENCE_FILE = 'docs/reference/tags.md';

const SECTIONS = [
  ['attributes', 'Attributes'],
  ['methods', 'Methods'],
  ['events', 'Events'],
  ['cssParts', 'CSS parts'],
  ['cssProperties', 'CSS custom properties'],
  ['slots', 'Slots'],
];

/** The reference as Prettier writes it (the lint checks the committed file's format too). */
export async function tagsReference(manifest) {
  const elements = elementsOf(manifest);
  const text = [
    '# Tag reference',
    '',
    '<!-- Made from custom-elements.json by `npm run build`: do not edit by hand; a unit test fails while it lags behind the manifest. -->',
    '',
    "Every tag the widgets define, as the Custom Elements Manifest describes it (the demo host's `/docs` page shows the same, with live examples).",
    '',
    ...elements.map((element) => `- [\`<${element.tag}>\`](#${element.tag}): ${element.summary}`),
    '',
    ...elements.flatMap(elementSection),
  ].join('\n');
  const options = await prettier.resolveConfig(TAGS_REFERENCE_FILE);
  return prettier.format(text, { ...options, filepath: TAGS_REFERENCE_FILE });
}

function elementSection(element) {
  const lines = [`## \`<${element.tag}>\``, ''];
  for (const paragraph of element.description.split(/\n\s*\n/)) {
    if (paragraph.trim()) lines.push(paragraph.trim(), '');
  }
  for (const [key, title] of SECTIONS) {
    const items = element[key];
    if (items.length === 0) continue;
    lines.push(`**${title}**`, '', ...items.map(itemLine), '');
  }
  return lines;
}

/** `- \`name\` (\`type\`, default \`value\`): description` */
function itemLine(item) {
  const facts = [item.type && `\`${item.type}\``, item.default && `default \`${item.default}\``];
  const said = facts.filter(Boolean).join(', ');
  const description = item.description.replace(/\s*\n\s*/g, ' ');
  return `- \`${item.name}\`${said ? ` (${said})` : ''}${description ? `: ${description}` : ''}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  writeFileSync(TAGS_REFERENCE_FILE, await tagsReference(manifest));
  console.log(`${TAGS_REFERENCE_FILE}: ${elementsOf(manifest).length} tags`);
}
