import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * demo host serving the production build: what is tested is what ships.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const STORYBOOK_PORT = PORT + 1;
const DEV_PORT = PORT + 2;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One fake backend is shared by all tests (it is stateful), so tests run one at a time.
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    // What ships: the demo host on the production build.
    { name: 'production', testIgnore: /dev-smoke\.spec\.ts$/ },
    // The README's first command (widgets from source through Vite) still works.
    {
      name: 'dev',
      testMatch: /dev-smoke\.spec\.ts$/,
      use: { baseURL: `http://localhost:${DEV_PORT}` },
    },
  ],
  // E2E_SERVERS=production starts only the production demo host (quicker runs of one spec file).
  webServer: [
    {
      command: `node demo-host/server.mjs --preview`,
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node demo-host/server.mjs`,
      env: { PORT: String(DEV_PORT) },
      url: `http://localhost:${DEV_PORT}/`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      // The built Storybook (npm run test:e2e builds it), so broken stories fail the suite.
      command: `node scripts/serve-static.mjs ${process.env.STORYBOOK_DIR ?? 'storybook-static'} ${STORYBOOK_PORT}`,
      url: `http://localhost:${STORYBOOK_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ].slice(0, process.env.E2E_SERVERS === 'production' ? 1 : undefined),
});
