/**
 * How we start Debian's Chromium, for the e2e tests and the bench alike. Without the
 * background-networking flags Chromium keeps dialling Google services this machine cannot reach.
 */

/** The whole browser, as shoppers run it: the benches measure start-up and interactions in it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite's browser: Debian's `chromium-headless-shell`, the same Blink and V8 from the same
 * Chromium source package without the browser's own UI (what Playwright itself runs headless).
 * The whole browser gave every test page a second renderer for its UI and a busier browser
 * process: on CI's 2 cores the suite took 457 s with it and 330 s with the shell, which is what
 * lets it run against both builds (Preact and React) within CI's 20 minutes.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian package that installs each browser (scripts/ensure-setup.mjs, which CI runs too). */
export const DEBIAN_PACKAGES = {
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
