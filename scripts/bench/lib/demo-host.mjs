/**
 * The demo host serving a build in its production mode, for a bench to open pages on, and the
 * Chromium the benches measure in.
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../checks/chromium.mjs';
import { flag, option } from './cli.mjs';
import { H2_CHROMIUM_ARGS, h2Front } from './h2-front.mjs';

/**
 * `--port P`: the first demo host a bench starts listens on P, the next on P + 1, and so on (a
 * helper sharing the machine keeps to its own ports); without it, random ports from 4900 to 4959:
 * their HTTP/2 fronts (100 above) then stay below 5060 and 5061, ports Chromium refuses to open.
 */
let nextPort = option('port') === undefined ? undefined : Number(option('port'));
export const freePort = () =>
  nextPort === undefined ? 4900 + Math.floor(Math.random() * 60) : (nextPort += 1) - 1;

/** `--h2`: every bench's pages over HTTP/2, as from a CDN (h2-front.mjs says why). */
export const OVER_H2 = flag('h2');

/**
 * Serves `dist` on the demo host's production mode (on `port`, else the next one) until `stop()`;
 * with `--h2`, behind an HTTP/2 front on the port 100 above, whose address it gives.
 */
export async function serveDemoHost(dist, port = freePort()) {
  const host = await serveOverHttp1(dist, port);
  if (!OVER_H2) return host;
  const front = await h2Front(host.baseUrl, port + 100);
  return {
    baseUrl: front.baseUrl,
    stop: () => {
      front.stop();
      host.stop();
    },
  };
}

async function serveOverHttp1(dist, port) {
  const server = spawn('node', ['demo-host/server.mjs', '--preview'], {
    env: { ...process.env, PORT: String(port), STORE_DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Demo host') && resolve());
    server.on('exit', () => reject(new Error('demo host exited')));
  });
  return { baseUrl: `http://localhost:${port}`, stop: () => server.kill() };
}

/** Debian's whole Chromium, as shoppers run it (with `--h2`, trusting the front's certificate). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(OVER_H2 ? H2_CHROMIUM_ARGS : [])],
  });
