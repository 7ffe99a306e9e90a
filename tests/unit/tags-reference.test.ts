import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  TAGS_REFERENCE_FILE,
  tagsReference,
} from '../../scripts/build/custom-elements/tags-reference.mjs';

/** Every markdown file of the repository's own docs: the README and docs/. */
function markdownFiles(): string[] {
  const docs = readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file.split('\\').join('/')}`);
  return ['README.md', ...docs];
}

describe('the tag reference', () => {
  it('is what the committed manifest makes (npm run build rewrites it)', async () => {
    const manifest: unknown = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    expect(readFileSync(TAGS_REFERENCE_FILE, 'utf8')).toBe(await tagsReference(manifest));
    // Prettier's first markdown format loads its parser: seconds on a busy machine.
  }, 30_000);

  it('names every tag of the manifest', () => {
    const reference = readFileSync(TAGS_REFERENCE_FILE, 'utf8');
    const manifest = readFileSync('custom-elements.json', 'utf8');
    const tags = [...manifest.matchAll(/"tagName": "([\w-]+)"/g)].map((match) => match[1]);
    expect(tags.length).toBeGreaterThan(20);
    for (const tag of tags) expect(reference, tag).toContain(`## \`<${tag}>\``);
  });

  it('is the only tag table: no other page lists tags by hand in a table', () => {
    for (const file of markdownFiles()) {
      if (file === TAGS_REFERENCE_FILE) continue;
      const rows = readFileSync(file, 'utf8').match(/^\|\s*`<store-[\w-]+>`/gm) ?? [];
      expect(rows, file).toEqual([]);
    }
  });
});
