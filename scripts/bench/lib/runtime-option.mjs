/** The benches' `--runtime preact|react` option and the build it names (build/runtime.mjs). */
import { execSync } from 'node:child_process';
import { option } from './cli.mjs';
import { RUNTIMES, distOfRuntime } from '../../build/runtime.mjs';

export { distOfRuntime };

/** `--runtime`, default the shipped Preact build; anything else is refused, not guessed. */
export function runtimeOption() {
  const value = option('runtime', 'preact');
  if (!RUNTIMES.includes(value)) throw new Error(`--runtime ${RUNTIMES.join('|')}`);
  return value;
}

/** `vite build` of one runtime's widgets, into its own folder. */
export function buildRuntime(runtime) {
  execSync('npx vite build', {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORE_RUNTIME: runtime },
  });
}
