import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * demo host serving the production build: what is tested is what ships.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const STORYBOOK_PORT = PORT + 1;

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: `node demo-host/server.mjs --preview`,
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The built Storybook (npm run test:e2e builds it), so broken stories fail the suite.
      command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
      url: `http://localhost:${STORYBOOK_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
