/**
 * Imports run one way (issue 31): a file may not import, directly or through other files, a file
 * that imports it back. Type-only and lazy (`import()`) imports count too: a type taken back is
 * still two files that cannot be read apart, and a lazy part that imports its loader ties them
 * the same way.
 *
 * With no plugin dependency: the linted file's own imports come from its AST (what the editor
 * holds), the rest of the graph from the files on disk, read once each (per modification time)
 * with TypeScript's import scanner, which reads imports without parsing the whole file. Only
 * relative imports are followed: a package never imports our code back.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** path → { mtimeMs, checkedAt, imports: resolved paths } */
const graph = new Map();
/**
 * How long a file read stays trusted before its modification time is looked at again: a lint run
 * visits the same files hundreds of times, an editor's server sees them change between runs.
 */
const TRUSTED_MS = 1000;

/** A relative specifier as a file on disk: './x' is x.ts, x.tsx or x/index.ts(x); else undefined. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const bare = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const candidates = /\.tsx?$/.test(bare) ? [bare] : EXTENSIONS.map((ext) => bare + ext);
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one: try the next extension.
    }
  }
  return undefined;
}

/** The files a file on disk imports (resolved), read again only when it changed. */
function importsOf(file) {
  const now = Date.now();
  const cached = graph.get(file);
  if (cached && now - cached.checkedAt < TRUSTED_MS) return cached.imports;
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.imports;
  }
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => resolveImport(file, fileName))
    .filter((path) => path !== undefined);
  graph.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

/**
 * A path from `start` back to `target` (start first, target last), or undefined. `seen` is shared
 * by every import of one linted file: a file that did not lead back once will not the next time.
 */
function pathBack(start, target, seen) {
  if (start === target) return [start];
  if (seen.has(start)) return undefined;
  seen.add(start);
  for (const next of importsOf(start)) {
    const rest = pathBack(next, target, seen);
    if (rest) return [start, ...rest];
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run one way: no file imports a file that imports it back' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Imports run one way: move what both sides need into a file of its own.',
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const root = context.cwd;
    const seen = new Set();

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (!target) return;
      const back = pathBack(target, file, seen);
      if (!back) return;
      const cycle = [file, ...back].map((path) => relative(root, path)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-import-cycle': rule } };
