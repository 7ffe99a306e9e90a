import { defineConfig } from '@playwright/test';
import { E2E_DIST, E2E_WORKERS, productionPort } from './tests/e2e/ports';
import type { EngineOptions } from './tests/engines/fixtures';

/**
 * Issue 27: the shopper journeys in the other engines shoppers use, Debian's Firefox ESR (over
 * WebDriver BiDi) and WebKitGTK (Safari's engine, over WebKitWebDriver), at a desktop and a phone
 * width, against the production demo host: `npm run test:engines`. Playwright is the runner
 * only; tests/engines drives the browsers (Playwright cannot download its own Firefox or WebKit
 * here).
 */
const widths = [
  { suffix: '1280', windowSize: { width: 1280, height: 800 } },
  { suffix: '390', windowSize: { width: 390, height: 844 } },
];
const engines = (process.env.E2E_ENGINES ?? 'firefox,webkit')
  .split(',')
  .filter((name): name is EngineOptions['engineName'] => name === 'firefox' || name === 'webkit');

export default defineConfig<EngineOptions>({
  testDir: 'tests/engines',
  testMatch: /\.journey\.ts$/,
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['dot'], ['./tests/engines/failure-reporter.ts']],
  timeout: 90_000,
  outputDir: 'test-results/engines',
  projects: engines.flatMap((engineName) =>
    widths.map(({ suffix, windowSize }) => ({
      name: `${engineName}-${suffix}`,
      use: { engineName, windowSize },
      // The dialogs' keyboard and the sign-in across origins do not depend on the window's width:
      // the desktop projects alone.
      testIgnore: suffix === '390' ? /(dialogs|cross-origin)\.journey\.ts$/ : undefined,
    })),
  ),
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: `node demo-host/server.mjs --preview`,
    env: { PORT: String(productionPort(worker)), STORE_DIST: E2E_DIST },
    url: `http://localhost:${productionPort(worker)}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
