import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generateManifest,
  manifestText,
  type Manifest,
  type ManifestElement,
} from '../../scripts/build/custom-elements/manifest.mjs';
import { manifestElements } from '../../scripts/build/custom-elements/typings.mjs';
import { tagEntryInputs } from '../../scripts/build/package/tag-entries.mjs';
import { reservationsCss } from '../../src/core/element/reserve-space';
import { tagElementFiles, tagOf } from '../../scripts/build/widget-files.mjs';

/**
 * custom-elements.json is made from the element files' JSDoc (`npm run build` rewrites it). These
 * tests fail when an element's tags, attributes, events or parts change and the committed manifest
 * does not follow, and when the JSDoc disagrees with what the code does (as far as the source
 * says it statically; the factory's attribute map is compared at run time in
 * custom-elements-attributes.test.ts).
 */
const committed = readFileSync('custom-elements.json', 'utf8');
const manifest: Manifest = JSON.parse(committed);
const elements = manifestElements(manifest);
// Each tag's widget directory (src/widgets/{dir}), where its own code lives.
const dirs = new Map(
  [...tagElementFiles()].map(([name, file]) => [
    tagOf(name),
    relative(process.cwd(), dirname(file)).split('\\').join('/'),
  ]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

function widgetDir(element: ManifestElement): string {
  return dirs.get(element.tagName)!;
}

function matches(files: string[], pattern: RegExp): Set<string> {
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap((match) => match[1]!.split(' ')),
    ),
  );
}

const EMIT = /\bemit\(\s*[^,]+,\s*'(store-[a-z-]+)'/g;
const PART = /\bpart="([^"]+)"/g;

describe('custom-elements.json', () => {
  it('is what the analyzer makes of the element files now (run `npm run build` and commit it)', () => {
    expect(manifestText(generateManifest())).toBe(committed);
    // A TypeScript program reads the core's event types: seconds on a busy 2-core machine.
  }, 30_000);

  it('describes every element file the loader knows, by the tag the loader gives it', () => {
    const files = readdirSync('src/widgets', { recursive: true, encoding: 'utf8' })
      .filter((file) => /^[^/]+\/[^/]+\.element\.ts$/.test(file))
      .map((file) => `store-${file.slice(file.lastIndexOf('/') + 1, -'.element.ts'.length)}`);
    expect(elements.map((element) => element.tagName).sort()).toEqual(files.sort());
  });

  it("declares every event a widget's own code emits, and only events some code emits", () => {
    const emittedBy = new Map<string, Set<string>>();
    for (const element of elements) {
      const dir = widgetDir(element);
      emittedBy.set(dir, matches(sourceFiles(dir), EMIT));
    }
    for (const [dir, emitted] of emittedBy) {
      const declared = new Set(
        elements
          .filter((element) => widgetDir(element) === dir)
          .flatMap((element) => element.events ?? [])
          .map((event) => event.name),
      );
      expect(
        [...emitted].filter((event) => !declared.has(event)),
        dir,
      ).toEqual([]);
    }
    const emittedAnywhere = matches(sourceFiles('src'), EMIT);
    const declaredAnywhere = elements.flatMap((element) => element.events ?? []);
    expect(declaredAnywhere.filter((event) => !emittedAnywhere.has(event.name))).toEqual([]);
    // Emitted outside the widgets: the factory's own two (every widget declares them; the plugin
    // checks) and the session's, which the account menu, the session's home on every page, declares.
    const session = matches(sourceFiles('src/auth'), EMIT);
    const menu = elements.find((element) => element.tagName === 'store-account-menu');
    expect([...session].filter((event) => !menu?.events?.some((e) => e.name === event))).toEqual(
      [],
    );
  });

  it("documents every CSS part a widget's code renders, and only parts some code renders", () => {
    // Parts of shared pieces, and the wrapper every widget renders through (the agent's banner).
    const shared = new Set([
      ...matches(sourceFiles('src/ui'), PART),
      ...matches(sourceFiles('src/core/element'), PART),
    ]);
    for (const dir of new Set(elements.map(widgetDir))) {
      const rendered = matches(sourceFiles(dir), PART);
      const documented = new Set(
        elements
          .filter((element) => widgetDir(element) === dir)
          .flatMap((element) => element.cssParts ?? [])
          .map((part) => part.name),
      );
      expect(
        [...rendered].filter((part) => !documented.has(part)),
        dir,
      ).toEqual([]);
      expect(
        [...documented].filter((part) => !rendered.has(part) && !shared.has(part)),
        dir,
      ).toEqual([]);
    }
  });

  it('declares only methods the widget answers (useWidgetCommands in its code), and lists one for each', () => {
    for (const element of elements) {
      const methods = (element.members ?? []).filter((member) => member.kind === 'method');
      if (methods.length === 0) continue;
      const answering = sourceFiles(widgetDir(element)).filter((file) =>
        /useWidgetCommands\(/.test(readFileSync(file, 'utf8')),
      );
      expect(answering, element.tagName).toHaveLength(1);
      const code = readFileSync(answering[0]!, 'utf8');
      for (const method of methods) {
        expect(code, `${element.tagName}.${method.name}()`).toMatch(
          new RegExp(`\\b${method.name}: `),
        );
      }
    }
  });

  it("types each event with the core's detail (src/core/events/events.ts)", () => {
    const cartUpdated = elements
      .find((element) => element.tagName === 'store-add-to-cart')
      ?.events?.find((event) => event.name === 'store-cart-updated');
    expect(cartUpdated?.type?.text).toBe(
      'CustomEvent<{ tag: string; action: "added" | "updated" | "removed" | "restored" | "reordered" | "quote-ordered" | "merged" | "promotion-applied" | "promotion-removed"; entries: { productCode: string; quantityAdded: number }[] }>',
    );
  });

  it("names the package's per-tag entries as modules, never a source file it does not ship", () => {
    const entries = Object.keys(tagEntryInputs()).map((name) => `tags/${name}.js`);
    const named = manifest.modules.flatMap((module) => [
      module.path,
      ...(module.exports ?? []).map((entry) => entry.declaration.module ?? module.path),
    ]);
    expect(named.filter((path) => !entries.includes(path))).toEqual([]);
    expect(manifest.modules.map((module) => module.path).sort()).toEqual(entries.sort());
  });

  it('lists each theming token by name, with its default, and only tokens some CSS reads', () => {
    const css = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join('src', file), 'utf8'))
      .join('\n');
    // The loader's page rules read `--store-{first tag}-reserved` (the widgets' facts, reserve-space.ts),
    // with the default the docs give.
    const reserved = reservationsCss();
    for (const element of elements) {
      const properties = element.cssProperties ?? [];
      expect(
        properties.filter((p) => p.name.includes('*')),
        element.tagName,
      ).toEqual([]);
      expect(
        properties.filter((p) => p.default === undefined),
        element.tagName,
      ).toEqual([]);
      const unread = properties.filter((p) => {
        const readByLoader =
          /^--store-.+-reserved$/.test(p.name) && reserved.includes(`var(${p.name},${p.default})`);
        return !css.includes(`var(${p.name}`) && !readByLoader;
      });
      expect(unread, element.tagName).toEqual([]);
    }
    // The account menu's sheets read the base tokens like every widget's.
    const menu = elements.find((element) => element.tagName === 'store-account-menu');
    expect(menu?.cssProperties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '--store-color-brand', default: '#0b3d91' }),
        expect.objectContaining({ name: '--store-radius', default: '6px' }),
      ]),
    );
    // The checkout's payment field reads its own token, with the fallback its sheet gives.
    const checkout = elements.find((element) => element.tagName === 'store-checkout');
    expect(checkout?.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--store-hosted-field-height', default: '100px' }),
    );
  });
});
