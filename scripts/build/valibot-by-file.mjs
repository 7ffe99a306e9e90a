/**
 * Build plugin: valibot as the files it was written in, so that each page's chunks hold only the
 * validation functions their own schemas use.
 *
 * valibot ships one module (dist/index.mjs). A bundler splits chunks by module, so every function
 * any schema of ours used landed in the runtime chunk, which every page loads: the address form's
 * strict objects, the training dates' cross-field checks, the card expiry's raw checks, the
 * order history's picks. Its bundle keeps the source files as `//#region src/….ts` blocks; each
 * block becomes a module of its own here, importing the names it uses from the others, behind a
 * module that re-exports valibot's public names as the package does. The bundler then places each
 * block by who uses it: the runtime group takes the blocks the runtime's own modules reach
 * (`inRuntime`, known once the module graph is built), the rest go with the chunks that need them.
 *
 * What a module uses of valibot is read from its imports: `import * as v from 'valibot'` with
 * `v.name`, or named imports. A module that uses the namespace otherwise (passes `v` around) counts
 * as using all of valibot, so the runtime never misses a block it needs at run time.
 *
 * A second plugin marks our calls of its builders pure (markBuilderCalls), so that a schema nothing
 * uses is left out of the bundle.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { parseAst } from 'vite';

const PREFIX = '\0valibot:';
const PUBLIC_MODULE = `${PREFIX}index.mjs`;
const REGION = /^\/\/#region (\S+)\.ts\n([\s\S]*?)^\/\/#endregion$/gm;
const EXPORT_LIST = /^export \{([^}]*)\};?\s*$/m;

/** Top-level names a program declares. */
function declaredNames(program) {
  const names = [];
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== 'Identifier')
          throw new Error('valibot: a destructured top level');
        names.push(declarator.id.name);
      }
    } else if (statement.id?.type === 'Identifier') {
      names.push(statement.id.name);
    } else if (statement.type !== 'EmptyStatement') {
      throw new Error(`valibot: a top-level ${statement.type} the split cannot place`);
    }
  }
  return names;
}

/** Names read as values anywhere in a program: keys and non-computed properties excluded. */
function referencedNames(node, names = new Set(), parent = undefined, key = '') {
  if (Array.isArray(node)) {
    for (const child of node) referencedNames(child, names, parent, key);
    return names;
  }
  if (!node || typeof node !== 'object') return names;
  if (node.type === 'Identifier') {
    const isPropertyName =
      (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      (['Property', 'MethodDefinition', 'PropertyDefinition'].includes(parent?.type) &&
        key === 'key' &&
        !parent.computed &&
        !parent.shorthand);
    if (!isPropertyName) names.add(node.name);
    return names;
  }
  for (const [childKey, child] of Object.entries(node)) {
    if (child && typeof child === 'object') referencedNames(child, names, node, childKey);
  }
  return names;
}

/**
 * valibot's bundle as modules: `modules` (id → code), `publicNames` (exported name → [module id,
 * local name]), `imports` (module id → the module ids it imports).
 */
export function splitValibot(source) {
  const regions = [...source.matchAll(REGION)].map(([, path, code]) => {
    const program = parseAst(code);
    return { id: `${PREFIX}${path}.mjs`, code, declared: declaredNames(program), program };
  });
  const home = new Map();
  for (const region of regions) for (const name of region.declared) home.set(name, region.id);
  const outside = source.replace(REGION, '').replace(EXPORT_LIST, '');
  // Comments and blank lines only: anything else would be code no block carries.
  if (parseAst(outside).body.length > 0) throw new Error('valibot: code outside its file blocks');

  const modules = new Map();
  const imports = new Map();
  for (const region of regions) {
    const byModule = new Map();
    for (const name of referencedNames(region.program.body)) {
      const from = home.get(name);
      if (!from || from === region.id) continue;
      byModule.set(from, [...(byModule.get(from) ?? []), name]);
    }
    const lines = [...byModule].map(
      ([from, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(from)};`,
    );
    modules.set(
      region.id,
      `${lines.join('\n')}\n${region.code}\nexport { ${region.declared.join(', ')} };\n`,
    );
    imports.set(region.id, [...byModule.keys()]);
  }

  const exportList = EXPORT_LIST.exec(source);
  if (!exportList) throw new Error("valibot: its bundle's export list was not found");
  const publicNames = new Map();
  for (const entry of exportList[1].split(',')) {
    const [local, exported = local] = entry.trim().split(/\s+as\s+/);
    const from = home.get(local);
    if (!from) throw new Error(`valibot: ${local} is exported but declared in no file block`);
    publicNames.set(exported, [from, local]);
  }
  const reExports = [...publicNames].map(
    ([exported, [from, local]]) =>
      `export { ${local === exported ? local : `${local} as ${exported}`} } from ${JSON.stringify(from)};`,
  );
  modules.set(PUBLIC_MODULE, `${reExports.join('\n')}\n`);
  return { modules, publicNames, imports };
}

const NAMESPACE_IMPORT = /import\s*\*\s*as\s+([\w$]+)\s+from\s*["']valibot["']/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']valibot["']/g;

/** The valibot names a module's code uses; `undefined` when it may use any (see the file's top). */
export function valibotNamesUsed(code) {
  const used = new Set();
  for (const [, list] of code.matchAll(NAMED_IMPORT)) {
    for (const entry of list.split(',')) {
      const name = entry.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) used.add(name);
    }
  }
  const rest = code.replace(NAMESPACE_IMPORT, '');
  for (const [, alias] of code.matchAll(NAMESPACE_IMPORT)) {
    const escaped = alias.replaceAll('$', '\\$');
    for (const [, , name] of rest.matchAll(
      new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])(\\.([\\w$]+))?`, 'g'),
    )) {
      // Any other use of the namespace may read any of its exports.
      if (!name) return undefined;
      used.add(name);
    }
  }
  return used;
}

// valibot's functions that build a schema or an action from their arguments and nothing else:
// its schemas, its actions, and the methods that wrap or combine schemas (not parse, assert or the
// global configuration's setters, which a statement may call for what they do).
const BUILDER_FILE =
  /^\0valibot:src\/(schemas|actions)\/|^\0valibot:src\/methods\/(cache|config|fallback|forward|keyof|message|omit|parser|partial|pick|pipe|required|safeParser|unwrap)\//;

/**
 * Marks our calls of valibot's builders (`v.object(…)`) as pure, so that a schema nothing uses
 * (one only the fake backend or a type reads) is left out of the bundle. valibot marks its own
 * functions so, but the bundler does not carry that mark to a call in another chunk, and the
 * runtime chunk holds them. A module that binds the namespace's name again (a parameter `v`) is
 * left as it is: its `v.trim()` may be a string's. Returns undefined when nothing changed.
 */
export function markBuilderCalls(code, builders) {
  const aliases = [...code.matchAll(NAMESPACE_IMPORT)].map(([, alias]) => alias);
  const edits = new MagicString(code);
  let changed = false;
  for (const alias of aliases) {
    const name = alias.replaceAll('$', '\\$');
    const rebound = new RegExp(
      `(?:\\b(?:const|let|var|function|class)\\s+|[(,{]\\s*|\\.\\.\\.)${name}\\s*(?:[,)}=:]|=>)|(?<![\\w$.])${name}\\s*=>`,
    );
    if (rebound.test(code.replace(NAMESPACE_IMPORT, ''))) continue;
    for (const call of code.matchAll(new RegExp(`(?<![\\w$.])${name}\\.([\\w$]+)\\s*\\(`, 'g'))) {
      if (!builders.has(call[1])) continue;
      edits.appendLeft(call.index, '/* @__PURE__ */ ');
      changed = true;
    }
  }
  return changed ? edits : undefined;
}

/**
 * The plugin. `isRuntimeModule(id)` says which of our modules the runtime chunk holds; the runtime
 * group then takes the blocks for which `inRuntime(id)` is true.
 */
export function valibotByFile({ isRuntimeModule }) {
  let split;
  const usedBy = new Map();
  const runtimeBlocks = new Set();
  const plugin = {
    name: 'store-widgets:valibot-by-file',
    apply: 'build',
    // Before Vite's resolver, which would find the package's one module.
    enforce: 'pre',
    buildStart() {
      // The package's ES module, as an import of it would resolve.
      split ??= splitValibot(readFileSync(fileURLToPath(import.meta.resolve('valibot')), 'utf8'));
      usedBy.clear();
      runtimeBlocks.clear();
    },
    resolveId(source, importer) {
      if (source === 'valibot' && importer) return PUBLIC_MODULE;
      if (source.startsWith(PREFIX)) return source;
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const code = split.modules.get(id);
      if (code === undefined) throw new Error(`valibot: no file block ${id}`);
      return { code, moduleSideEffects: false };
    },
    transform(code, id) {
      if (id.startsWith(PREFIX) || !code.includes('valibot')) return null;
      usedBy.set(id, valibotNamesUsed(code));
      return null;
    },
    buildEnd() {
      const pending = [];
      for (const id of this.getModuleIds()) {
        if (!usedBy.has(id) || !isRuntimeModule(id)) continue;
        const names = usedBy.get(id) ?? new Set(split.publicNames.keys());
        for (const name of names) {
          const home = split.publicNames.get(name);
          // A type's name (erased from the code, but still in an import list): no block.
          if (home) pending.push(home[0]);
        }
      }
      while (pending.length > 0) {
        const block = pending.pop();
        if (runtimeBlocks.has(block)) continue;
        runtimeBlocks.add(block);
        pending.push(...split.imports.get(block));
      }
    },
  };
  let builders;
  // After the TypeScript transform (no `enforce`): the calls as they will be bundled.
  const markPlugin = {
    name: 'store-widgets:valibot-pure-builders',
    apply: 'build',
    transform(code, id) {
      if (id.startsWith(PREFIX) || !code.includes('valibot')) return null;
      builders ??= new Set(
        [...split.publicNames]
          .filter(([, [block]]) => BUILDER_FILE.test(block))
          .map(([name]) => name),
      );
      const edits = markBuilderCalls(code, builders);
      return edits ? { code: edits.toString(), map: edits.generateMap({ hires: true }) } : null;
    },
  };
  return {
    plugins: [plugin, markPlugin],
    inRuntime: (id) => id === PUBLIC_MODULE || runtimeBlocks.has(id),
  };
}
