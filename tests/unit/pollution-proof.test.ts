import { parseAst } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  pollutionProofModule,
  rewriteExportAll,
} from '../../scripts/build/pollution-proof-build.mjs';
import { forInView } from '../../src/core/for-in-view';
import { jsonStringify } from '../../src/core/json-stringify';

type Polluted = Record<string, unknown>;
const protos = {
  object: Object.prototype as Polluted,
  array: Array.prototype as unknown as Polluted,
};

/** What an old CMS plugin does; undone after each test. */
function pollute(target: Polluted, key: string, value: unknown): void {
  target[key] = value;
  added.push([target, key]);
}
const added: [Polluted, string][] = [];
afterEach(() => {
  for (const [target, key] of added.splice(0)) Reflect.deleteProperty(target, key);
});

function keysOf(value: unknown): string[] {
  const keys: string[] = [];
  // The point: the keys a for…in loop sees.
  for (const key in forInView(value) as object) keys.push(key);
  return keys;
}

describe('forInView', () => {
  it('is the value itself on a clean page', () => {
    const value = { a: 1 };
    expect(forInView(value)).toBe(value);
    expect(forInView(null)).toBe(null);
  });

  it('drops what the page added to the built-in prototypes, and keeps own and inherited keys', () => {
    pollute(protos.object, 'anything', true);
    pollute(protos.array, 'each', () => undefined);
    const base = { inherited: 1 };
    const value = Object.assign(Object.create(base) as object, { own: 2, 1: 'x' });
    expect(keysOf(value)).toEqual(['1', 'own', 'inherited']);
    expect(keysOf(['a', 'b'])).toEqual(['0', '1']);
    // An own property of the same name is the object's own: kept.
    expect(keysOf({ anything: 'mine' })).toEqual(['anything']);
    expect(keysOf(undefined)).toEqual([]);
  });

  it('takes the last argument (what the minifier passes when it folds a statement in)', () => {
    pollute(protos.object, 'anything', true);
    const view = forInView(false, { a: 1 });
    expect(Object.keys(view as object)).toEqual(['a']);
  });
});

describe('jsonStringify', () => {
  it('is JSON.stringify on a clean page', () => {
    const value = { a: [1, { b: new Date(0) }], c: 'x' };
    expect(jsonStringify(value)).toBe(JSON.stringify(value));
    expect(jsonStringify(value, null, 2)).toBe(JSON.stringify(value, null, 2));
  });

  it("ignores Prototype.js's Array.prototype.toJSON, keeps Date's, and runs the caller's replacer", () => {
    pollute(protos.array, 'toJSON', function (this: unknown[]) {
      return `[${this.join(',')}]`;
    });
    expect(JSON.stringify({ a: [1] })).toBe('{"a":"[1]"}');
    expect(jsonStringify({ a: [1, [2]], d: new Date(0) })).toBe(
      '{"a":[1,[2]],"d":"1970-01-01T00:00:00.000Z"}',
    );
    expect(jsonStringify([1, 2])).toBe('[1,2]');
    expect(jsonStringify({ a: [1], b: 2 }, (key, value) => (key === 'b' ? undefined : value))).toBe(
      '{"a":[1]}',
    );
  });

  it('ignores an Object.prototype.toJSON too', () => {
    pollute(protos.object, 'toJSON', () => 'garbled');
    expect(jsonStringify({ a: { b: 1 } })).toBe('{"a":{"b":1}}');
  });
});

describe('the pollution-proof build', () => {
  const parse = (code: string) => parseAst(code);

  it('wraps the object of every for…in loop and sends JSON.stringify to ours', () => {
    const code = 'for (const k in this.entries) f(k);\nconst s = JSON.stringify([k]);';
    const out = pollutionProofModule(code, parse) ?? '';
    expect(out).toContain('for (const k in __storeForInView(this.entries)) f(k);');
    expect(out).toContain('const s = __storeJsonStringify([k]);');
    expect(out).toMatch(/^import \{ forInView as __storeForInView \} from ".*for-in-view\.ts";/);
    // Same number of lines: source maps stay right line for line.
    expect(out.split('\n')).toHaveLength(2);
  });

  it('leaves a module without loops or JSON calls alone', () => {
    expect(pollutionProofModule('const a = "for (x in y)" ? 1 : 2;', parse)).toBeUndefined();
    expect(pollutionProofModule('for (const x of y) f(x);', parse)).toBeUndefined();
  });

  it("rewrites Rolldown's __exportAll helper, and fails the build when its shape changes", () => {
    const helper =
      'var __exportAll = (all, no_symbols) => {\n\tlet target = {};\n\tfor (var name in all) {\n';
    expect(rewriteExportAll(helper)).toContain('for (var name of Object.keys(all)) {');
    expect(rewriteExportAll('const a = 1;')).toBeUndefined();
    expect(() =>
      rewriteExportAll('var __exportAll = (all) => { for (const k in all) {} }', 'x.js'),
    ).toThrow(/x\.js/);
  });
});
