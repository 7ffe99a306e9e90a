/**
 * Running one scenario on its own (`node scripts/bench/X.mjs [--dist dist] [--cpu 4] [--runs N]`):
 * serve the build on the demo host, launch Chromium, hand both to the scenario, stop them after.
 * scripts/bench/index.mjs runs every scenario in one server and browser instead.
 */
import { option } from './cli.mjs';
import { launchChromium, serveDemoHost } from './demo-host.mjs';

/**
 * Serves `dist` (default `--dist`, else dist) and calls
 * `bench({ browser, baseUrl, dist, cpu, runs })` with `--cpu` (default `defaultCpu`, 4) and `--runs`
 * (default `defaultRuns`).
 */
export async function runAlone(
  bench,
  { defaultRuns = 3, defaultCpu = 4, dist = option('dist', 'dist') } = {},
) {
  const { baseUrl, stop } = await serveDemoHost(dist);
  const browser = await launchChromium();
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
