/**
 * The folder `npm pack` packs: the files dist/package.json's `files` selects (npm's own list, from
 * `npm pack --dry-run`), copied beside dist/ into dist-package/ (dist-react-package/ for React's
 * build), with one change: a script or style sheet loses its `sourceMappingURL` comment. The CDN's
 * files in dist/ keep theirs (the CDN serves the maps beside them); the package ships no map, and
 * a comment naming a missing map makes bundlers and dev tools that read maps warn on every build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { PACKAGE_LOADER } from '../catalogs-by-language.mjs';

/** `//# sourceMappingURL=…` (scripts) or `/*# sourceMappingURL=… *\/` (style sheets), anywhere. */
const MAP_COMMENT =
  /(?:^|\n)[ \t]*(?:\/\/[#@] sourceMappingURL=[^\n]*|\/\*[#@] sourceMappingURL=[^*]*\*\/)[ \t]*(?=\n|$)/g;

/** `code` without its source map comments (the rest byte for byte). */
export function withoutMapComments(code) {
  return code.replace(MAP_COMMENT, '');
}

/** The source maps `code` names (what a tool reading it would fetch). */
export function namedMaps(code) {
  return [...code.matchAll(/[#@] sourceMappingURL=([^\s*]+)/g)].map((match) => match[1]);
}

/** The files npm packs from `dir` (its package.json's `files`, plus what npm always adds). */
export function packedFiles(dir) {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', dir, '--dry-run', '--json', '--ignore-scripts'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  return packed.files.map((file) => file.path);
}

/** Copies the package's files from `dist` into `stage` (emptied first); returns their paths. */
export function stagePackage(dist, stage) {
  const files = packedFiles(dist);
  rmSync(stage, { recursive: true, force: true });
  for (const file of files) {
    const to = join(stage, file);
    mkdirSync(dirname(to), { recursive: true });
    // The loader's own copy for bundlers (every language's imports written out), when the build
    // made one: the CDN's joins the page's language folder in at run time (catalogs-by-language).
    const from =
      file === 'store-widgets.js' && existsSync(join(dist, PACKAGE_LOADER)) ? PACKAGE_LOADER : file;
    if (['.js', '.mjs', '.css'].includes(extname(file))) {
      writeFileSync(to, withoutMapComments(readFileSync(join(dist, from), 'utf8')));
    } else {
      cpSync(join(dist, file), to);
    }
  }
  return files;
}
