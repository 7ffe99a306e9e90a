/**
 * Sizes as the CDN serves them: gzip -9 of a built file, read from the build directory (the demo
 * host does not compress), and the chunks a page asked for, sized and named without their folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip -9 bytes of some bytes or text. */
export const gzip9 = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** gzip -9 bytes of a file; NaN when it is missing. */
export const gzipOfFile = (file) => (existsSync(file) ? gzip9(readFileSync(file)) : NaN);

/** The build directory's file behind a served widget path (`/widgets/…`), else undefined. */
export function builtFile(dist, pathname) {
  if (!pathname.startsWith('/widgets/')) return undefined;
  const file = join(dist, pathname.slice('/widgets/'.length));
  return existsSync(file) ? file : undefined;
}

/** A chunk's name without its release folder: `address-form.js`. */
export const chunkName = (file) => file.replace(/^(\/widgets\/)?releases\/[^/]+\//, '');

/** gzip -9 of each built chunk a page requested (`/widgets/releases/…`), largest first. */
export function sizedChunks(paths, dist) {
  return [...paths]
    .map((path) => ({
      file: chunkName(path.replace(/^\/widgets\//, '')),
      gzip: gzipOfFile(join(dist, path.replace(/^\/widgets\//, ''))),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

export const sumGzip = (rows) => rows.reduce((total, row) => total + row.gzip, 0);
