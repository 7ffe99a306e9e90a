/**
 * Issue 27: the other engines shoppers use, from Debian's packages (Playwright's own Firefox and
 * WebKit are patched builds it downloads, which these machines cannot reach). The cross-engine
 * journeys (tests/engines) drive them; scripts/ensure-setup.mjs installs them.
 */

/** Firefox ESR: speaks WebDriver BiDi itself (`--remote-debugging-port`). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** WebKitGTK's WebDriver server and the browser it launches (Safari's engine). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** MiniBrowser has no headless mode: it draws on a virtual X display. */
export const XVFB_PATH = '/usr/bin/Xvfb';

/** The Debian package that installs each (scripts/ensure-setup.mjs). */
export const ENGINE_PACKAGES = {
  [FIREFOX_PATH]: 'firefox-esr',
  [WEBKIT_DRIVER_PATH]: 'webkit2gtk-driver',
  [MINIBROWSER_PATH]: 'libwebkit2gtk-4.1-0',
  [XVFB_PATH]: 'xvfb',
};
