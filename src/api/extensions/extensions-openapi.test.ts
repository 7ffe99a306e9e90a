import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sep } from 'node:path';
import * as prettier from 'prettier';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { ALLOWED_REQUEST_HEADERS } from '../../../demo-host/dev-cors.mjs';
import { extensionsOpenApi } from './extensions-openapi';
import { COMMON_HEADERS } from './extension-parameters';
import { CommerceErrorListSchema } from '../http/occ-errors';

/**
 * The extension API's OpenAPI document (docs/commerce-api/extensions.openapi.json) against the
 * valibot schemas it is built from, the call table (docs/commerce-api/occ-call-table.md) and the
 * CORS table of docs/commerce-api/README.md.
 */

const DOCUMENT = 'docs/commerce-api/extensions.openapi.json';
const UPDATE = 'UPDATE_OPENAPI=1 npx vitest run src/api/extensions/extensions-openapi.test.ts';

const document = extensionsOpenApi();
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  operationId: string;
  'x-occ-call-table-row': number;
  security: Record<string, string[]>[];
  parameters: { $ref?: string; name?: string; in?: string }[];
  responses: Record<string, { description?: unknown }>;
}

/** Every operation of the document: method, path and the operation. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    method,
    path,
    operation: operation as Operation,
  })),
);

/** The JSON a `#/…` reference points at, or undefined. */
function resolve(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      document,
    );
}

function refsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsOf(value),
  );
}

/** A path with its parameters' names left out and the shopper's `current` as `{}`. */
const shape = (path: string) =>
  path
    .replace(/^…/, '/users/current')
    .replace(/^\/users\/current(?=\/|$)/, '/users/{}')
    .replace(/\{\w+\}/g, '{}');

interface CallRow {
  row: number;
  method: string;
  path: string;
  extension: boolean;
}

/** The rows of a markdown table whose first cell is a number: their cells. */
function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()));
}

/** `` `PUT …/carts/current/checkout/terms?lang` · … `` → method and path. */
function callOf(cell: string | undefined): { method: string; path: string } {
  const match = /^`(GET|POST|PUT|PATCH|DELETE) ([^`?[\s]+)/.exec(cell ?? '');
  if (!match) throw new Error(`Not a call: ${cell}`);
  return { method: match[1]!.toLowerCase(), path: match[2]! };
}

/** The call as it is made now: the "now" cell's when it names one, else the table's first. */
const currentCall = (cells: string[]) =>
  callOf(/^`(GET|POST|PUT|PATCH|DELETE) /.test(cells[7] ?? '') ? cells[7] : cells[2]);

const callTable: CallRow[] = tableRows(
  readFileSync('docs/commerce-api/occ-call-table.md', 'utf8'),
).map((cells) => ({
  row: Number(cells[1]),
  ...currentCall(cells),
  extension: cells[5] === 'extension',
}));

describe('the extension API’s OpenAPI document', () => {
  test('is the one the valibot schemas build', async () => {
    const options = await prettier.resolveConfig(DOCUMENT);
    const built = await prettier.format(JSON.stringify(document), {
      ...options,
      filepath: DOCUMENT,
    });
    if (process.env.UPDATE_OPENAPI) writeFileSync(DOCUMENT, built);
    const committed = readFileSync(DOCUMENT, 'utf8');
    expect(committed === built, `${DOCUMENT} is not what the schemas build: run ${UPDATE}`).toBe(
      true,
    );
  });

  test('is OpenAPI 3.1 in its structure: operations with responses, parameters, references', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(operations.length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\//);
      const methods = Object.keys(item);
      expect(methods.length, path).toBeGreaterThan(0);
      for (const method of methods) expect(METHODS, path).toContain(method);
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      expect(statuses.length, where).toBeGreaterThan(0);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        where,
      ).toBe(true);
      for (const status of statuses) {
        expect(status, where).toMatch(/^[1-5]\d\d$/);
        expect(typeof operation.responses[status]?.description, where).toBe('string');
      }
      // Every `{name}` of the path is a required path parameter of the operation, and no other.
      const declared = operation.parameters
        .map((parameter) => (parameter.$ref ? resolve(parameter.$ref) : parameter))
        .filter((parameter) => (parameter as { in?: string }).in === 'path')
        .map((parameter) => (parameter as { name: string; required: boolean }).name);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared.toSorted(), where).toEqual(templated.toSorted());
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement)) {
          expect(Object.keys(document.components.securitySchemes), where).toContain(scheme);
        }
      }
    }
    for (const ref of new Set(refsOf(document))) {
      expect(ref).toMatch(/^#\//);
      expect(resolve(ref), ref).toBeDefined();
    }
  });

  test('is built by no module that ships: only src/api/extensions imports it and its converter', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith(`api${sep}extensions${sep}`),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(`src/${file}`, 'utf8');
      expect(text, file).not.toMatch(/from '[^']*\/extensions\/|@valibot\/to-json-schema/);
    }
  });

  test('its error examples are OCC error lists', () => {
    for (const [name, example] of Object.entries(document.components.examples)) {
      expect(v.is(CommerceErrorListSchema, example.value), name).toBe(true);
    }
  });

  test('has every extension call of the call table, under its row, and no other call', () => {
    const extensions = callTable.filter((call) => call.extension);
    expect(extensions.length).toBeGreaterThan(0);
    for (const call of extensions) {
      const found = operations.filter(
        ({ method, path }) => method === call.method && shape(path) === shape(call.path),
      );
      expect(found, `row ${call.row}: ${call.method} ${call.path}`).toHaveLength(1);
      expect(found[0]?.operation['x-occ-call-table-row']).toBe(call.row);
    }
    expect(operations).toHaveLength(extensions.length);
  });

  test('has no call OCC has an operation for', () => {
    expect(Object.keys(document.paths)).not.toContain('/users/{userId}/carts/{cartId}/entries');
    for (const call of callTable.filter((row) => !row.extension)) {
      const found = operations.filter(
        ({ method, path }) => method === call.method && shape(path) === shape(call.path),
      );
      expect(found, `row ${call.row}: ${call.method} ${call.path}`).toEqual([]);
    }
  });
});

describe('docs/commerce-api/README.md', () => {
  const readme = readFileSync('docs/commerce-api/README.md', 'utf8');
  const rows = tableRows(readme).map((cells) => ({
    row: Number(cells[1]),
    occ: cells[3],
    headers: [...(cells[5] ?? '').matchAll(/`([\w-]+)`/g)].map((match) => match[1]!),
  }));
  const allowed = ALLOWED_REQUEST_HEADERS.map((name) => name.toLowerCase());

  test('lists every call of the call table, an extension exactly when the call table says so', () => {
    expect(rows.map(({ row }) => row)).toEqual(callTable.map(({ row }) => row));
    for (const [index, call] of callTable.entries()) {
      expect(rows[index]?.occ === 'extension', `row ${call.row}`).toBe(call.extension);
    }
  });

  test('names the headers an extension call sends as its operation does', () => {
    for (const { operation } of operations) {
      const row = rows.find((readmeRow) => readmeRow.row === operation['x-occ-call-table-row']);
      const sends = (name: string) => row?.headers.includes(name);
      const idempotent = operation.parameters.some(
        (parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey',
      );
      const byAccess = operation.security.some((requirement) => 'invoiceAccess' in requirement);
      expect(sends('Idempotency-Key'), operation.operationId).toBe(idempotent);
      expect(sends('X-Invoice-Access'), operation.operationId).toBe(byAccess);
    }
  });

  test('names only headers the demo host allows, and every header every call sends', () => {
    for (const { row, headers } of rows) {
      for (const name of headers) expect(allowed, `row ${row}`).toContain(name.toLowerCase());
    }
    const common = [
      'Content-Type',
      'Cache-Control',
      'Authorization',
      ...Object.values(COMMON_HEADERS).map((header) => header.name),
    ];
    for (const name of common) {
      expect(readme).toContain(`\`${name}\``);
      expect(allowed).toContain(name.toLowerCase());
    }
  });
});
