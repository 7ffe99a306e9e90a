/**
 * Runs a build for the test scripts and prints one line when it succeeds, instead of the list of
 * every file it wrote: `node scripts/build/quiet-build.mjs vite build --logLevel warn`. The caller gives
 * the tool its warning log level (Vite's `--logLevel warn`, Storybook's `--loglevel warn`), so what
 * the build prints is its warnings and errors, which are shown whole, besides Vite's progress
 * lines ("transforming...", "✓ 795 modules transformed.", …), which it writes at every level and
 * which are left out. A build that fails prints everything it wrote, progress included, and its
 * exit code is this script's. `npm run build` stays as verbose as the tools are.
 */
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/build/quiet-build.mjs <command> [args...]');
  process.exit(2);
}

const PROGRESS = [
  /^(transforming|rendering chunks|computing gzip size)\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  // Storybook's frame around its log, left empty when only Vite's progress was in it.
  /^│$/,
];
const isProgress = (line) => PROGRESS.some((pattern) => pattern.test(line.trim() || '│'));

const started = performance.now();
// node_modules/.bin first, as in an npm script, so it also runs on its own.
const PATH = `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`;
const child = spawn(command, args, { env: { ...process.env, PATH }, shell: false });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => {
  const label = [command, ...args].join(' ');
  if (code !== 0) {
    process.stdout.write(output);
    console.error(`✗ ${label} failed (${signal ?? `exit ${code}`})`);
    process.exit(code ?? 1);
  }
  const rest = output.split('\n').filter((line) => !isProgress(line));
  if (rest.length > 0) console.log(rest.join('\n'));
  console.log(`✓ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
});
