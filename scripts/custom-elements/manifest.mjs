import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import config from '../../custom-elements-manifest.config.mjs';

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
  return create({ modules, plugins: config.plugins });
}

/** The file's text: the analyzer CLI's formatting (two spaces, final newline). */
export function manifestText(manifest) {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
