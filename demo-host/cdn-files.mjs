/**
 * The widgets' build served as a CDN edge serves it: from memory, each file compressed once (brotli
 * or gzip, by the request's `Accept-Encoding`), with the CDN's headers (cdn-headers.mjs), a
 * validator and `304 Not Modified`.
 *
 * Why not express.static with the compression middleware: those stat, open, read and gzip every
 * file on every request. A page asks for about ten chunks at once, and on a 2-core machine the
 * demo host then answered the last one 80 ms after the first, a delay a CDN does not add. It
 * slowed every e2e test's page loads, and it counted in the start-up bench against the floor page
 * and its one script.
 *
 * A file its CDN headers call `immutable` (the content-hashed chunks) never changes meaning, so it is
 * read once. Every other file (the loader) is checked against the disk on each request, so a
 * rebuild reaches the next page.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller bodies are not worth compressing (the compression middleware's own threshold). */
const COMPRESS_FROM = 1024;
/** Types worth compressing; Express's own MIME lookup names the type (`res.type`). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)\b)/;

/**
 * Brotli when the client takes it (browsers do over HTTPS and on localhost), else gzip. A coding
 * listed with `q=0` is one the client refuses.
 */
function encodingFor(acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
    .map(([coding]) => coding);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** The file's body in `encoding`, compressed on its first request only. */
function encoded(file, encoding) {
  let body = file.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(file.body, { level: 9 });
    file.encoded.set(encoding, body);
  }
  return body;
}

/**
 * @param {string} dir the build directory
 * @param {(path: string) => Record<string, string>} headersOf the CDN headers of a path under `dir`
 * @returns {import('express').RequestHandler}
 */
export function cdnFiles(dir, headersOf) {
  /** @type {Map<string, { version: string, body: Buffer, immutable: boolean, encoded: Map<string, Buffer>, etag: string, modified: string }>} */
  const cache = new Map();

  /** The file at `path` (relative, `/`-separated), from the cache while it is current. */
  function fileAt(path) {
    const cached = cache.get(path);
    if (cached?.immutable) return cached;
    let stats;
    try {
      stats = statSync(join(dir, path));
    } catch {
      return undefined;
    }
    if (!stats.isFile()) return undefined;
    const version = `${stats.size}-${stats.mtimeMs}`;
    if (cached?.version === version) return cached;
    const file = {
      version,
      body: readFileSync(join(dir, path)),
      immutable: /\bimmutable\b/.test(headersOf(path)['Cache-Control'] ?? ''),
      encoded: new Map(),
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      modified: stats.mtime.toUTCString(),
    };
    cache.set(path, file);
    return file;
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path;
    try {
      path = normalize(decodeURIComponent(req.path)).split(sep).join('/').replace(/^\/+/, '');
    } catch {
      path = undefined;
    }
    // Nothing outside the build directory, and no directory listings.
    const file = path && !path.startsWith('..') ? fileAt(path) : undefined;
    if (!file) {
      res.status(404).type('text').send('Not found');
      return;
    }
    res.type(extname(path) || 'application/octet-stream');
    res.set({
      ...headersOf(path),
      ETag: file.etag,
      'Last-Modified': file.modified,
      Vary: 'Accept-Encoding',
    });
    if (req.headers['if-none-match'] === file.etag) {
      res.status(304).end();
      return;
    }
    const compressible =
      file.body.length >= COMPRESS_FROM && COMPRESSIBLE.test(res.get('Content-Type') ?? '');
    const encoding = compressible ? encodingFor(req.headers['accept-encoding']) : undefined;
    const body = encoding ? encoded(file, encoding) : file.body;
    if (encoding) res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(body.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  };
}
