/**
 * Benches only (`--h2`): the demo host behind HTTP/2 over TLS, as a CDN serves the widgets' files.
 *
 * Why: the demo host speaks HTTP/1.1, where Chromium opens at most six connections to a host, so
 * a page's seventh request waits for one to free up. With `--rtt` that wait is a round trip, and a
 * page that makes one more request at start (a chunk of its own) pays it, which no CDN on HTTP/2
 * (one connection, every request at once) would make it pay. Behind this front, Chromium speaks
 * HTTP/2 to one connection, and the front forwards each stream to the demo host over as many
 * local keep-alive sockets as it needs.
 *
 * The certificate is made for the run (openssl, self-signed for localhost) and the bench's
 * Chromium is started with `--ignore-certificate-errors` (H2_CHROMIUM_ARGS).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const H2_CHROMIUM_ARGS = ['--ignore-certificate-errors'];

/** HTTP/1.1 headers HTTP/2 forbids (RFC 9113, 8.2.2). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/** A key and a self-signed certificate for localhost, made in a folder removed at once. */
function localhostCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'h2-front-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `target` (the demo host's `http://localhost:P`) over HTTP/2 on `port`; resolves to
 * `{ baseUrl, stop }` once it listens.
 */
export async function h2Front(target, port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const server = http2.createSecureServer(localhostCertificate());
  server.on('stream', (stream, headers) => {
    const forwarded = { host: headers[':authority'] };
    for (const [name, value] of Object.entries(headers))
      if (!name.startsWith(':')) forwarded[name] = value;
    const request = http.request(
      `${target}${headers[':path']}`,
      { method: headers[':method'], headers: forwarded, agent },
      (response) => {
        const answer = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers))
          if (!CONNECTION_HEADERS.has(name)) answer[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on(
      'error',
      () => stream.destroyed || stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR),
    );
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  return {
    baseUrl: `https://localhost:${port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}
