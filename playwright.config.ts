import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/checks/chromium.mjs';
import {
  DEV_PORT,
  E2E_DIST,
  E2E_RUNTIME,
  E2E_PORT,
  E2E_WORKERS,
  STORYBOOK_PORT,
  productionPort,
} from './tests/e2e/ports';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * demo host serving the production build: what is tested is what ships.
 */
const production = Array.from({ length: E2E_WORKERS }, (_, worker) => ({
  command: `node demo-host/server.mjs --preview`,
  env: { PORT: String(productionPort(worker)), STORE_DIST: E2E_DIST },
  url: `http://localhost:${productionPort(worker)}/`,
  reuseExistingServer: false,
  timeout: 60_000,
}));

/** The specs that run on React's build too (npm run test:e2e:react): see the projects below. */
const REACT_SPECS = new RegExp(
  `/(${[
    'session',
    'menu-keyboard',
    'mini-cart',
    'quick-order',
    'cart-merge',
    'checkout-flow',
    'checkout-payment',
    'training',
    'quote-create',
    'step-up',
    'widget-isolation',
    'author-mode',
    'layout-shift',
    'profile-preferences',
    'address-book',
    // Issue 28: releases side by side and failed loads, on both builds.
    'releases',
    'failed-loads',
    // Issue 31: the session's code on demand (the initials shown once, its failed load).
    'session-on-demand',
    // A defined widget's first frame: its content, not an empty shadow root.
    'inline-widgets-layout',
  ].join('|')})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: 'tests/e2e',
  // Files run in parallel, one worker per production demo host (tests/e2e/ports.ts): each worker
  // has its own stateful fake backend. A file's tests run in order in one worker, except the long
  // stateless ones (Storybook, the link crawler), whose tests are spread over both workers.
  // Spreading every test one by one (`fullyParallel`) was tried and did not make the run shorter.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A dot per test (a letter for a failed, flaky or skipped one), each failure in full and the
  // summary at the end; then what the page showed at each failure (failure-snapshot-reporter.ts).
  // The list of every test passed was about 320 lines a run, 640 in npm test.
  // `--reporter=list,./tests/e2e/failure-snapshot-reporter.ts` names each test as it ends.
  reporter: [['dot'], ['./tests/e2e/failure-snapshot-reporter.ts']],
  // Two workers share two cores with their browsers and demo hosts: the longer walks (sign in,
  // dialog, cart, checkout) need more than Playwright's 30 s default there. Each expectation
  // waits up to 10 s: CI's machine, loaded by two browsers and two demo hosts, has taken more than
  // Playwright's 5 s to show a placed order's confirmation.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Worker 0's; tests/e2e/fixtures.ts points each worker at its own demo host.
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    // What ships: the demo host on the production build, every spec (Storybook's stories too).
    // E2E_RUNTIME=react (React's build, issue 14) runs only what can differ between the two
    // renderers (REACT_SPECS): rendering, effect timing, events, focus, dialogs and popovers,
    // forms, error boundaries. Left to the Preact run: what the renderer cannot change (the fake
    // backend's rules, sign-in and token flows, links and static pages, CSS-only layout, the npm
    // package and the build's transforms), and Storybook, which renders with React either way.
    // The whole suite on both builds took 20 minutes of CI's 25 (issue 27).
    E2E_RUNTIME === 'react'
      ? { name: 'production', testMatch: REACT_SPECS }
      : { name: 'production', testIgnore: /dev-smoke\.spec\.ts$/ },
    // The README's first command (widgets from source through Vite) still works.
    {
      name: 'dev',
      testMatch: /dev-smoke\.spec\.ts$/,
      use: { baseURL: `http://localhost:${DEV_PORT}` },
    },
  ],
  // E2E_SERVERS=production starts only the production demo hosts (quicker runs of one spec file).
  webServer: [
    ...production,
    ...(process.env.E2E_SERVERS === 'production'
      ? []
      : [
          {
            command: `node demo-host/server.mjs`,
            env: { PORT: String(DEV_PORT) },
            url: `http://localhost:${DEV_PORT}/`,
            reuseExistingServer: false,
            timeout: 90_000,
          },
          {
            // The built Storybook (npm run test:e2e builds it), so broken stories fail the suite.
            command: `node scripts/checks/serve-static.mjs ${process.env.STORYBOOK_DIR ?? 'storybook-static'} ${STORYBOOK_PORT}`,
            url: `http://localhost:${STORYBOOK_PORT}/`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
  ],
});
