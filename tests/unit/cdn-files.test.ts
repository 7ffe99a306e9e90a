import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnFiles } from '../../demo-host/cdn-files.mjs';
import { cdnHeaders } from '../../demo-host/cdn-headers.mjs';

/** The demo host's CDN-like file server (demo-host/cdn-files.mjs), over real HTTP on a scratch build. */
let scratch: string;
let dir: string;
let base: string;
let close: () => void;
const LOADER = `export const loader = "${'x'.repeat(2000)}";\n`;
const CHUNK = `export const chunk = "${'y'.repeat(3000)}";\n`;

beforeAll(async () => {
  // The build in scratch/build; a file beside it that must never be served.
  scratch = mkdtempSync(join(tmpdir(), 'cdn-files-'));
  dir = join(scratch, 'build');
  mkdirSync(join(dir, 'releases', '1.0.0_3f2a9c1d'), { recursive: true });
  writeFileSync(join(scratch, 'secret.txt'), 'outside the build');
  writeFileSync(join(dir, 'store-widgets.js'), LOADER);
  writeFileSync(join(dir, 'releases', '1.0.0_3f2a9c1d', 'header.element.js'), CHUNK);
  writeFileSync(join(dir, 'releases', '1.0.0_3f2a9c1d', 'tiny.js'), 'export {};\n');
  const app = express();
  app.use('/widgets', cdnFiles(dir, cdnHeaders));
  const server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}/widgets`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(scratch, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('cdnFiles', () => {
  it('serves a chunk with the CDN headers, compressed by Accept-Encoding', async () => {
    // fetch() decodes for us; ask through a raw request to see the encoded bytes.
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(
          `${base}/releases/1.0.0_3f2a9c1d/header.element.js`,
          { headers: { 'Accept-Encoding': encoding } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
          },
        )
          .on('error', reject)
          .end();
      });
    const gzip = await raw('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['access-control-allow-origin']).toBe('*');
    expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gzip.headers['vary']).toBe('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    const br = await raw('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);
    // A coding the client refuses (q=0) is not used.
    expect((await raw('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
  });

  it('leaves a body under 1 kB uncompressed', async () => {
    const { response, body } = await get('/releases/1.0.0_3f2a9c1d/tiny.js', {
      'Accept-Encoding': 'gzip',
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(body.toString()).toBe('export {};\n');
  });

  it('answers 304 to a request with the current validator', async () => {
    const first = await get('/store-widgets.js');
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.response.headers.get('cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    const again = await get('/store-widgets.js', { 'If-None-Match': etag ?? '' });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves the loader as it is now on disk after a rebuild', async () => {
    expect((await get('/store-widgets.js')).body.toString()).toBe(LOADER);
    const rebuilt = `${LOADER}// release 2\n`;
    writeFileSync(join(dir, 'store-widgets.js'), rebuilt);
    expect((await get('/store-widgets.js')).body.toString()).toBe(rebuilt);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${base}/store-widgets.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for a missing file, a directory and any path outside the build', async () => {
    for (const path of [
      '/nope.js',
      '/releases/1.0.0_3f2a9c1d',
      '/releases/1.0.0_3f2a9c1d/',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/releases/1.0.0_3f2a9c1d/..%2f..%2f..%2fsecret.txt',
    ]) {
      const { response } = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
