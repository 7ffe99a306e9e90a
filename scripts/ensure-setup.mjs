/**
 * Runs before `npm run dev` and `npm test` so that each works on a fresh clone: installs the
 * locked Node packages when they are missing or stale, and (with --browser) Debian's Chromium
 * for the end-to-end tests when it is missing and we may install it. Uses only Node built-ins:
 * it runs before node_modules exists.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing the locked Node packages (npm ci)...');
  run('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  const chromium = CHROMIUM_PATH;
  if (!existsSync(chromium)) {
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    if (root && existsSync('/usr/bin/apt-get')) {
      console.log("Installing Debian's chromium for the end-to-end tests...");
      run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    } else {
      console.error(
        `No Chromium at ${chromium}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
      );
      process.exit(1);
    }
  }
}
