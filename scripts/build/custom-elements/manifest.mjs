import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import config from '../../../custom-elements-manifest.config.mjs';
import { elementName } from '../widget-files.mjs';

/**
 * `custom-elements.json` as the analyzer makes it from the element files' JSDoc, in memory: the
 * build writes it, the manifest test compares it with the committed one. `root` is the repository.
 */
export function generateManifest(root = process.cwd()) {
  // TypeScript's own glob matcher (the analyzer CLI uses globby, which is not ours to import).
  const files = ts.sys
    .readDirectory(root, ['.ts'], config.exclude, config.globs)
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
  const modules = files.map((file) =>
    ts.createSourceFile(
      file,
      readFileSync(resolve(root, file), 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    ),
  );
  return inPackage(create({ modules, plugins: config.plugins }));
}

/** `src/widgets/x/quick-order.element.ts` → `tags/quick-order.js`: the package's per-tag entry. */
export function packagePath(sourcePath) {
  return `tags/${elementName(sourcePath)}.js`;
}

/**
 * The manifest names the files the npm package ships (scripts/build/package/), not our sources: a tool
 * that imports a module's path (a JSX type generator, an IDE plugin) finds it in the package. Each
 * per-tag entry exports its class as `default` and under its declared name (tag-entries.mjs).
 */
function inPackage(manifest) {
  for (const module of manifest.modules) {
    const path = packagePath(module.path);
    module.path = path;
    for (const entry of module.exports ?? []) {
      if (entry.declaration?.module) entry.declaration.module = path;
    }
  }
  return manifest;
}

/** The file's text: the analyzer CLI's formatting (two spaces, final newline). */
export function manifestText(manifest) {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
