import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
import { manifestElements } from '../../scripts/build/custom-elements/typings.mjs';

/**
 * The widgets' content slots (docs/authoring.md, "Content slots"): every slot the manifest
 * declares is rendered by some code, every `<slot name>` the code renders is declared, and the
 * docs' table names each slot with every tag that declares it.
 */
const manifest: Manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = manifestElements(manifest);
/** The header's slots take our own elements, not the page's content: its tag reference says so. */
const ELEMENT_SLOTS = new Set(['account-menu', 'mini-cart']);

/** Tags whose default slot (name '') is their own content: `<store-product>`'s card markup. */
const DEFAULT_SLOTS = elements
  .filter((element) => (element.slots ?? []).some((slot) => slot.name === ''))
  .map((element) => element.tagName);

/** Slot name → the tags declaring it, in tag order. */
const declared = new Map<string, string[]>();
for (const element of elements) {
  for (const slot of element.slots ?? []) {
    if (ELEMENT_SLOTS.has(slot.name) || slot.name === '') continue;
    declared.set(slot.name, [...(declared.get(slot.name) ?? []), element.tagName]);
  }
}

function renderedSlots(): Set<string> {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx$/.test(file) && !/\.(test|stories)\.tsx$/.test(file),
  );
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(join('src', file), 'utf8').matchAll(/<slot name="([a-z-]+)"/g)].map(
        (match) => match[1]!,
      ),
    ),
  );
}

/** The docs' table: slot name → the text of its row. */
function docsRows(): Map<string, string> {
  const docs = readFileSync('docs/authoring.md', 'utf8');
  const start = docs.indexOf('## Content slots');
  const section = docs.slice(start, docs.indexOf('\n## ', start + 1));
  return new Map(
    [...section.matchAll(/^\| `([a-z-]+)` +\|(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

describe('content slots', () => {
  it('a default slot is a scope’s own content, declared by the product scope alone', () => {
    expect(DEFAULT_SLOTS).toEqual(['store-product']);
  });

  it('the manifest declares the issue’s slots, one name per purpose', () => {
    expect([...declared.keys()].sort()).toEqual([
      'before-place-order',
      'empty',
      'heading-aside',
      'instructions',
      'next-steps',
      'note',
      'totals-note',
    ]);
    expect(declared.get('empty')).toEqual(['store-cart', 'store-mini-cart']);
    expect(declared.get('next-steps')).toEqual(['store-checkout', 'store-order-confirmation']);
    expect(declared.get('heading-aside')).toHaveLength(19);
  });

  it('renders every declared slot, and declares every slot it renders', () => {
    expect([...renderedSlots()].sort()).toEqual([...declared.keys(), ...ELEMENT_SLOTS].sort());
  });

  it('docs/authoring.md’s table names every slot with every tag that declares it', () => {
    const rows = docsRows();
    expect([...rows.keys()].sort()).toEqual([...declared.keys()].sort());
    for (const [name, tags] of declared) {
      for (const tag of tags) expect(rows.get(name), `${name} on ${tag}`).toContain(`<${tag}>`);
    }
  });

  it('every account page element (its component renders the AccountPage shell) declares `heading-aside`, and only those', () => {
    const shells = readdirSync('src/widgets', { recursive: true, encoding: 'utf8' })
      .filter((file) => /^[^/]+\/[^/]+\.element\.ts$/.test(file))
      .filter((file) =>
        readFileSync(join('src/widgets', file.replace(/\.element\.ts$/, '.tsx')), 'utf8').includes(
          '<AccountPage',
        ),
      )
      .map((file) => `store-${file.slice(file.indexOf('/') + 1, -'.element.ts'.length)}`);
    expect(declared.get('heading-aside')).toEqual(shells.sort());
  });
});
