/**
 * Runs npm scripts at the same time and fails when any fails: `node scripts/checks/run-together.mjs lint
 * typecheck`. ESLint and tsc each use one core; side by side they take the time of the slower one
 * on CI's two cores. Each script's output is printed whole when it ends, so the logs never mix.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { shell: false });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> ${script} (exit ${code})\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
