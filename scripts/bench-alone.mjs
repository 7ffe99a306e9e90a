/**
 * Running one bench script on its own (`node scripts/bench-X.mjs [--dist dist] [--cpu 4]
 * [--runs N]`): serve the build directory on the demo host's production mode, launch Chromium,
 * hand both to the bench, and stop them afterwards. scripts/bench.mjs runs every bench in one
 * server and browser instead.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { H2_CHROMIUM_ARGS, h2Front } from './h2-front.mjs';

/** True when the module of `importMetaUrl` is the script node was asked to run. */
export function isMainScript(importMetaUrl) {
  return Boolean(process.argv[1]) && fileURLToPath(importMetaUrl) === process.argv[1];
}

/*
 * The benches' command line, read one way: `--name value` options (`options` for one given
 * several times, as `--page`), and `--name` flags.
 */
const ARGS = process.argv.slice(2);

/** The value after `--name` on the command line, else `fallback`. */
export function option(name, fallback) {
  const i = ARGS.indexOf(`--${name}`);
  return i >= 0 ? ARGS[i + 1] : fallback;
}

/** Every value after `--name` (an option given several times: `--page A --page B`). */
export function options(name) {
  return ARGS.flatMap((arg, i) => (arg === `--${name}` ? [ARGS[i + 1]] : []));
}

/** Whether `--name` is on the command line. */
export function flag(name) {
  return ARGS.includes(`--${name}`);
}

/**
 * `--port P`: the first demo host a bench starts listens on P, the next on P + 1, and so on (a
 * helper sharing the machine keeps to its own ports); without it, random ports from 4900 to 4959:
 * their HTTP/2 fronts (100 above) then stay below 5060 and 5061, ports Chromium refuses to open.
 */
let nextPort = option('port') === undefined ? undefined : Number(option('port'));
export const freePort = () =>
  nextPort === undefined ? 4900 + Math.floor(Math.random() * 60) : (nextPort += 1) - 1;

/** `--h2`: every bench's pages over HTTP/2, as from a CDN (scripts/h2-front.mjs says why). */
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

/** The median of some figures (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Serves `dist` (default `--dist`, else dist) and calls `bench({ browser, baseUrl, dist, cpu, runs })` with
 * `--cpu` (default `defaultCpu`, 4) and `--runs` (default `defaultRuns`).
 */
export async function runAlone(
  bench,
  { defaultRuns = 3, defaultCpu = 4, dist = option('dist', 'dist') } = {},
) {
  const { baseUrl, stop } = await serveDemoHost(dist);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(OVER_H2 ? H2_CHROMIUM_ARGS : [])],
  });
  try {
    await bench({
      browser,
      baseUrl,
      dist,
      cpu: Number(option('cpu', defaultCpu)),
      runs: Number(option('runs', defaultRuns)),
    });
  } finally {
    await browser.close();
    stop();
  }
}
