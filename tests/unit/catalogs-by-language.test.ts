import { readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  languageCopy,
  loaderImportsByLanguage,
  loaderImportsWrittenOut,
  shippedTextsLine,
  splitCatalogs,
} from '../../scripts/build/catalogs-by-language.mjs';
import { defineMessages, translator } from '../../src/core/i18n/messages';
import { SHIPPED_TEXTS_KEY } from '../../src/core/i18n/shipped-texts';
import { combineCatalogs } from '../../src/rules/form/combine-catalogs';

/**
 * Issue 31: the build keeps each catalog's English inline and ships the other languages in their
 * own copies of the release's files (scripts/build/catalogs-by-language.mjs).
 */
const parse = (code: string) => parseAst(code);

const SOURCE = `import { defineMessages } from './messages';
export const m = defineMessages({
  en: { hello: 'Hello {name}', bye: 'Bye' },
  fr: { hello: 'Bonjour {name}' },
  nl: { hello: 'Hallo {name}' },
  es: {},
});`;

/** What the build's appended line does in a page: files the texts on the global. */
function ship(line: string): void {
  new Function(line)();
}
afterEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for(SHIPPED_TEXTS_KEY));
});

describe('the build’s split of a catalog', () => {
  it('keeps English inline, names the catalog and moves the other languages', () => {
    const split = splitCatalogs(SOURCE, parse, 'src/x.messages.ts');
    expect(split?.texts).toHaveLength(1);
    const [moved] = split!.texts;
    expect(moved).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}$/),
      fr: { hello: 'Bonjour {name}' },
      nl: { hello: 'Hallo {name}' },
      es: {},
    });
    expect(split!.code).toContain(`{ en: { hello: 'Hello {name}', bye: 'Bye' } }, "${moved!.id}"`);
    expect(split!.code).not.toContain('Bonjour');
  });

  it('gives a catalog a new id when any of its texts changes (a cached file never changes meaning)', () => {
    const before = splitCatalogs(SOURCE, parse, 'src/x.messages.ts')!.texts[0]!.id;
    const after = splitCatalogs(SOURCE.replace('Hallo', 'Hoi'), parse, 'src/x.messages.ts')!
      .texts[0]!.id;
    const elsewhere = splitCatalogs(SOURCE, parse, 'src/y.messages.ts')!.texts[0]!.id;
    expect(new Set([before, after, elsewhere]).size).toBe(3);
  });

  it('leaves whole a catalog whose texts are not plain strings', () => {
    const computed = SOURCE.replace(`'Bonjour {name}'`, 'greeting');
    expect(splitCatalogs(computed, parse, 'src/x.messages.ts')).toBeUndefined();
  });

  it('a built catalog reads the page’s language from the texts shipped with its files, English per key otherwise', () => {
    const split = splitCatalogs(SOURCE, parse, 'src/x.messages.ts')!;
    const [moved] = split.texts;
    const catalogs = defineMessages<'hello' | 'bye'>(
      { en: { hello: 'Hello {name}', bye: 'Bye' }, fr: {}, nl: {}, es: {} },
      moved!.id,
    );
    // Defined before its texts are filed (the line comes at the end of its file), read after.
    const combined = combineCatalogs(catalogs);
    expect(translator(catalogs, 'fr')('hello', { name: 'Léa' })).toBe('Hello Léa');
    ship(shippedTextsLine('fr', split.texts));
    expect(translator(catalogs, 'fr')('hello', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(translator(combined, 'fr')('hello', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(translator(catalogs, 'fr')('bye')).toBe('Bye');
    expect(translator(catalogs, 'nl')('hello', { name: 'Sam' })).toBe('Hello Sam');
  });

  it('moves every catalog of the library (one left whole would ship all four languages)', async () => {
    const modules = import.meta.glob('../../src/**/*.messages.ts');
    const files = Object.keys(modules).map((path) => path.replace('../../', ''));
    let moved = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('defineMessages(')) continue;
      const { code } = await transformWithOxc(source, file, { lang: 'ts' });
      const calls = (code.match(/\bdefineMessages\(\{/g) ?? []).length;
      const split = splitCatalogs(code, parse, file);
      expect(split?.texts.length, file).toBe(calls);
      moved += calls;
    }
    expect(moved).toBeGreaterThan(50);
  });
});

describe('a language’s copy of a file', () => {
  it('appends the texts before the source map comment, which points at the English file’s map', () => {
    const code = 'export const a=1;\n//# sourceMappingURL=x-ABC.js.map\n';
    expect(languageCopy(code, 'T();')).toBe(
      'export const a=1;\nT();\n//# sourceMappingURL=../x-ABC.js.map\n',
    );
    expect(languageCopy(code, '')).toBe(
      'export const a=1;\n//# sourceMappingURL=../x-ABC.js.map\n',
    );
  });

  /** Runs a rewritten loader, its `languageFolder` answering `name`; the URLs `a` and `b` import. */
  function importsOf(out: string, ...names: string[]): string[] {
    const imported: string[] = [];
    for (const name of names) {
      new Function('imp', 'folder', out.replace(/import\(/g, 'imp(') + ';a();b();')(
        (url: string) => imported.push(url),
        name,
      );
    }
    return imported;
  }
  const LOADER =
    'function languageFolder(){return folder}a=()=>import(`./releases/1.2.0/x-A.js`),b=()=>import("./releases/1.2.0/y-B.js")';
  const IMPORTED = [
    './releases/1.2.0/fr/x-A.js',
    './releases/1.2.0/fr/y-B.js',
    './releases/1.2.0/x-A.js',
    './releases/1.2.0/y-B.js',
  ];

  it('makes the CDN loader import from the page’s language folder, whatever the quotes', () => {
    const out = loaderImportsByLanguage(LOADER, 'releases/1.2.0').toString();
    expect(importsOf(out, 'fr/', '')).toEqual(IMPORTED);
    expect(() => loaderImportsByLanguage('import("./other.js")', 'releases/1.2.0')).toThrow();
    // It calls the loader's own function: without one the loader changed shape.
    expect(() =>
      loaderImportsByLanguage('a=()=>import("./releases/1.2.0/x-A.js")', 'releases/1.2.0'),
    ).toThrow();
  });

  it('writes every file of every language out in the package’s loader, for bundlers', () => {
    const out = loaderImportsWrittenOut(LOADER, 'releases/1.2.0').toString();
    expect(importsOf(out, 'fr/', '')).toEqual(IMPORTED);
    for (const folder of ['', 'fr/', 'nl/', 'es/']) {
      expect(out).toContain(`import(\`./releases/1.2.0/${folder}x-A.js\`)`);
      expect(out).toContain(`import("./releases/1.2.0/${folder}y-B.js")`);
    }
  });
});
