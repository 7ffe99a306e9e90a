/**
 * Runs before `npm run dev` and `npm test` so that each works on a fresh clone: installs the
 * locked Node packages when they are missing or stale, and (with --browser) the browsers the tests
 * run in, from Debian's packages, when they are missing and we may install them: Chromium's
 * headless shell for the end-to-end tests and its whole browser for the benches
 * (scripts/checks/chromium.mjs), Firefox ESR and WebKitGTK with its driver and a virtual display for the
 * cross-engine journeys (scripts/checks/engines.mjs), and a real WordPress (WordPress, its default block
 * theme, MariaDB, Apache with PHP) for the plugin's e2e (scripts/build/wordpress/debian-packages.mjs).
 * Uses only Node built-ins: it runs before
 * node_modules exists.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { CHROMIUM_PATH, DEBIAN_PACKAGES, E2E_CHROMIUM_PATH } from './checks/chromium.mjs';
import { ENGINE_PACKAGES } from './checks/engines.mjs';
import { missingWordPressPackages } from './build/wordpress/debian-packages.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing the locked Node packages (npm ci)...');
  run('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  const packageOf = { ...DEBIAN_PACKAGES, ...ENGINE_PACKAGES };
  const wanted = [...new Set([E2E_CHROMIUM_PATH, CHROMIUM_PATH, ...Object.keys(ENGINE_PACKAGES)])];
  const missing = wanted.filter((path) => !existsSync(path));
  const unknown = missing.filter((path) => !packageOf[path]);
  if (unknown.length > 0) {
    console.error(
      `No browser at ${unknown.join(' or ')} (E2E_CHROMIUM_PATH, CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH).`,
    );
    process.exit(1);
  }
  const wordpress = missingWordPressPackages();
  if (missing.length > 0 || wordpress.length > 0) {
    const packages = [...new Set([...missing.map((path) => packageOf[path]), ...wordpress])].join(
      ' ',
    );
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    if (root && existsSync('/usr/bin/apt-get')) {
      console.log(
        `Installing Debian's ${packages} for the browser tests, the benches and the WordPress e2e...`,
      );
      // Only what the browsers need to run: apt's recommended extras (printing, audio, desktop
      // services, about 270 packages) do nothing headless. The pages' fonts (DejaVu, the
      // system-ui and sans-serif of every test machine) come with the base system and
      // fontconfig.
      run(
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages} fonts-dejavu-core`,
      );
    } else {
      console.error(
        `Missing ${[...missing, ...wordpress].join(', ')}. Install Debian's ${packages} (sudo apt-get install --no-install-recommends ${packages}), or set the paths (scripts/checks/chromium.mjs, scripts/checks/engines.mjs).`,
      );
      process.exit(1);
    }
  }
}
