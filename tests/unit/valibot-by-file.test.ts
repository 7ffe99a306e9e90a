// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as valibot from 'valibot';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  markBuilderCalls,
  splitValibot,
  valibotByFile,
  valibotNamesUsed,
} from '../../scripts/build/valibot-by-file.mjs';

const source = readFileSync(fileURLToPath(import.meta.resolve('valibot')), 'utf8');
const split = splitValibot(source);

/** The names a block's code imports, by the block they come from. */
function importsOf(code: string): [string, string[]][] {
  return [...code.matchAll(/^import \{ ([^}]*) \} from ("[^"]+");$/gm)].map(([, names, from]) => [
    JSON.parse(from ?? '""') as string,
    (names ?? '').split(', '),
  ]);
}

function exportsOf(code: string): string[] {
  return /^export \{ ([^}]*) \};$/m.exec(code)?.[1]?.split(', ') ?? [];
}

/**
 * Bundles `entry` (and `modules`, by name) with the plugins, as the build does: the blocks that
 * `isRuntimeModule`'s modules reach go to a `runtime` group. The chunks by file name.
 */
async function bundle(
  entry: string,
  isRuntimeModule: (id: string) => boolean,
  modules: Record<string, string> = {},
) {
  const parts = valibotByFile({ isRuntimeModule });
  const sources: Record<string, string> = { 'entry.js': entry, ...modules };
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      ...parts.plugins,
      {
        name: 'sources',
        resolveId: (id) => (id in sources ? id : null),
        load: (id) => sources[id] ?? null,
      },
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: 'entry.js',
        preserveEntrySignatures: 'strict',
        output: {
          codeSplitting: {
            groups: [{ name: 'runtime', test: (id: string) => parts.inRuntime(id), priority: 10 }],
          },
        },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [first] = Array.isArray(result) ? result : [result];
  return { output: first?.output ?? [], inRuntime: parts.inRuntime };
}

describe('valibot as the files it was written in', () => {
  it('gives every public name of the package a block that declares it', () => {
    expect([...split.publicNames.keys()].sort()).toEqual(Object.keys(valibot).sort());
    for (const [exported, [block, local]] of split.publicNames) {
      expect(exportsOf(split.modules.get(block) ?? ''), exported).toContain(local);
    }
  });

  it('has each block import only names the other blocks export', () => {
    for (const [id, code] of split.modules) {
      for (const [from, names] of importsOf(code)) {
        const exported = exportsOf(split.modules.get(from) ?? '');
        for (const name of names) expect(exported, `${id} imports ${name}`).toContain(name);
      }
    }
  });

  it('keeps a store with the functions that write it (an import cannot be assigned)', () => {
    const config = [...split.modules].find(([, code]) => code.includes('function setGlobalConfig'));
    expect(config?.[1]).toMatch(/let store\$\d*;[\s\S]*function getGlobalConfig/);
  });

  it('validates, once bundled, as the package does, and ships only the blocks used', async () => {
    const { output } = await bundle(
      `import * as v from 'valibot';
       const Schema = v.strictObject({ code: v.pipe(v.string(), v.maxLength(3, 'too long')) });
       export const results = [v.safeParse(Schema, { code: 'abcd' }), v.safeParse(Schema, { code: 'ab' })];`,
      () => false,
    );
    const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
    const built = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      results: valibot.SafeParseResult<valibot.GenericSchema>[];
    };
    const Schema = valibot.strictObject({
      code: valibot.pipe(valibot.string(), valibot.maxLength(3, 'too long')),
    });
    const expected = [
      valibot.safeParse(Schema, { code: 'abcd' }),
      valibot.safeParse(Schema, { code: 'ab' }),
    ];
    expect(
      built.results.map((r) => [r.success, r.output, r.issues?.map((i) => i.message)]),
    ).toEqual(expected.map((r) => [r.success, r.output, r.issues?.map((i) => i.message)]));
    expect(code).toContain('function strictObject');
    expect(code).not.toContain('function variant');
  });

  it('names the blocks the runtime’s own modules reach, and only those', async () => {
    const { inRuntime } = await bundle(
      `import { safeParse, string } from 'valibot';
       export const ok = () => safeParse(string(), 'x').success;
       export const later = () => import('valibot').then((v) => v.variant);`,
      (id) => id === 'entry.js',
    );
    const blockOf = (name: string) => split.publicNames.get(name)?.[0] ?? '';
    expect(inRuntime(blockOf('string'))).toBe(true);
    expect(inRuntime(blockOf('safeParse'))).toBe(true);
    // What they import (issue reporting), reached through them.
    expect(inRuntime(blockOf('_addIssue'))).toBe(true);
    expect(inRuntime(blockOf('variant'))).toBe(false);
  });
});

describe('what a module uses of valibot', () => {
  it('reads the namespace’s members and the named imports, not the types', () => {
    const code = `import * as v from "valibot";
      import { getDotPath, type InferOutput } from "valibot";
      const S = v.pipe(v.string(), v.trim());`;
    expect([...(valibotNamesUsed(code) ?? [])].sort()).toEqual([
      'getDotPath',
      'pipe',
      'string',
      'trim',
    ]);
  });

  it('counts a namespace used otherwise as using all of valibot', () => {
    expect(valibotNamesUsed('import * as v from "valibot"; register(v);')).toBeUndefined();
  });
});

describe('the builders’ calls marked pure', () => {
  const builders = new Set(['object', 'string', 'pipe', 'trim']);

  it('marks the namespace’s builder calls, not the others', () => {
    const code = `import * as v from "valibot";
const S = v.pipe(v.string(), v.trim());
v.parse(S, input);`;
    expect(markBuilderCalls(code, builders)?.toString()).toBe(`import * as v from "valibot";
const S = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.trim());
v.parse(S, input);`);
  });

  it('leaves a module that binds the namespace’s name again as it is', () => {
    const code = `import * as v from "valibot";
const S = v.string();
const clean = (list) => list.map((v) => v.trim());`;
    expect(markBuilderCalls(code, builders)).toBeUndefined();
  });

  it('leaves a schema nothing uses out of the bundle, with valibot in another chunk', async () => {
    const { output } = await bundle(
      `export const load = () => import('schemas.js').then((m) => m.ok());`,
      (id) => id === 'schemas.js',
      {
        'schemas.js': `import * as v from 'valibot';
          export const Unused = v.object({ unusedKey: v.string() });
          export const ok = () => v.safeParse(v.string(), 'x').success;`,
      },
    );
    const chunks = output.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
    expect(chunks.map((chunk) => chunk.name)).toContain('runtime');
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code).toContain('safeParse');
    expect(code).not.toContain('unusedKey');
  });
});
