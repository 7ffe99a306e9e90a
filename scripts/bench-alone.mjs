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

/** True when the module of `importMetaUrl` is the script node was asked to run. */
export function isMainScript(importMetaUrl) {
  return Boolean(process.argv[1]) && fileURLToPath(importMetaUrl) === process.argv[1];
}

/** The value after `--name` on the command line, else `fallback`. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

/**
 * `--port P`: the first demo host a bench starts listens on P, the next on P + 1, and so on (a
 * helper sharing the machine keeps to its own ports); without it, random ports.
 */
let nextPort = option('port') === undefined ? undefined : Number(option('port'));
export const freePort = () =>
  nextPort === undefined ? 4900 + Math.floor(Math.random() * 90) : (nextPort += 1) - 1;

/** Serves `dist` on the demo host's production mode (on `port`, else the next one) until `stop()`. */
export async function serveDemoHost(dist, port = freePort()) {
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
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
