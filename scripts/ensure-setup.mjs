/**
 * Runs before `npm run dev` and `npm test` so that each works on a fresh clone: installs the
 * locked Node packages when they are missing or stale, and (with --browser) Debian's Chromium
 * headless shell for the end-to-end tests and its whole browser for the benches, when they are
 * missing and we may install them. Uses only Node built-ins: it runs before node_modules exists.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { CHROMIUM_PATH, DEBIAN_PACKAGES, E2E_CHROMIUM_PATH } from './chromium.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing the locked Node packages (npm ci)...');
  run('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  // The e2e suite's headless shell, and the whole browser the benches measure in.
  const missing = [...new Set([E2E_CHROMIUM_PATH, CHROMIUM_PATH])].filter(
    (path) => !existsSync(path),
  );
  const unknown = missing.filter((path) => !DEBIAN_PACKAGES[path]);
  if (unknown.length > 0) {
    console.error(`No browser at ${unknown.join(' or ')} (E2E_CHROMIUM_PATH, CHROMIUM_PATH).`);
    process.exit(1);
  }
  if (missing.length > 0) {
    const packages = missing.map((path) => DEBIAN_PACKAGES[path]).join(' ');
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    if (root && existsSync('/usr/bin/apt-get')) {
      console.log(`Installing Debian's ${packages} for the end-to-end tests and the benches...`);
      run(
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
      );
    } else {
      console.error(
        `Missing ${missing.join(' and ')}. Install Debian's ${packages} (sudo apt-get install ${packages}), or set E2E_CHROMIUM_PATH and CHROMIUM_PATH.`,
      );
      process.exit(1);
    }
  }
}
