import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * custom-elements.json against the official JSON schema of its version (the
 * `custom-elements-manifest` package the analyzer depends on): tools that read the manifest (JSX
 * type generators, IDE plugins, the editor data) trust that shape. The schema uses a small part
 * of JSON Schema (`$ref`, `anyOf`, `type`, `enum`, `required`, `properties`, `items`), which
 * `problems` checks; a keyword it does not know fails the test rather than passing unchecked.
 */
type Schema = {
  $ref?: string;
  anyOf?: Schema[];
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  definitions?: Record<string, Schema>;
};
const KNOWN = new Set([
  ...['$ref', 'anyOf', 'type', 'enum', 'required', 'properties', 'items', 'definitions'],
  ...['$schema', 'description', 'default'],
]);

const schema = createRequire(import.meta.url)('custom-elements-manifest/schema.json') as Schema;

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return Number.isInteger(value) ? 'integer' : typeof value;
}

/** What in `value` (at `at`) breaks `rule`: one line each. */
function problems(value: unknown, rule: Schema, at: string): string[] {
  const unknown = Object.keys(rule).filter((key) => !KNOWN.has(key));
  if (unknown.length) return [`${at}: the schema uses ${unknown.join(', ')}, not checked here`];
  if (rule.$ref) {
    const name = rule.$ref.replace('#/definitions/', '');
    return problems(value, schema.definitions![name]!, at);
  }
  if (rule.anyOf) {
    const each = rule.anyOf.map((option) => problems(value, option, at));
    return each.some((list) => list.length === 0)
      ? []
      : [`${at}: matches no anyOf (${each.flat().join('; ')})`];
  }
  const found: string[] = [];
  if (rule.type) {
    const types = [rule.type].flat();
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number')))
      return [`${at}: ${actual}, not ${types.join(' | ')}`];
  }
  if (rule.enum && !rule.enum.includes(value))
    found.push(`${at}: ${String(value)} not in the enum`);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of rule.required ?? [])
      if (!(key in record)) found.push(`${at}: ${key} is required`);
    for (const [key, sub] of Object.entries(rule.properties ?? {}))
      if (key in record) found.push(...problems(record[key], sub, `${at}.${key}`));
  }
  if (Array.isArray(value) && rule.items)
    value.forEach((item, index) => found.push(...problems(item, rule.items!, `${at}[${index}]`)));
  return found;
}

describe('custom-elements.json against the schema', () => {
  const manifest: unknown = JSON.parse(readFileSync('custom-elements.json', 'utf8'));

  it('is valid', () => {
    expect(problems(manifest, schema, '$')).toEqual([]);
  });

  it('is checked: a wrong shape is caught', () => {
    const broken = structuredClone(manifest) as { modules: { kind: string; path?: string }[] };
    broken.modules[0]!.kind = 'module';
    delete broken.modules[1]!.path;
    expect(problems(broken, schema, '$')).toHaveLength(2);
  });
});
