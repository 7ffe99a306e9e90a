/**
 * The benches' command line, read one way: `--name value` options (`options` for one given several
 * times, as `--page`) and `--name` flags; and whether a scenario file runs on its own.
 */
import { fileURLToPath } from 'node:url';

const ARGS = process.argv.slice(2);

/** True when the module of `importMetaUrl` is the script node was asked to run. */
export function isMainScript(importMetaUrl) {
  return Boolean(process.argv[1]) && fileURLToPath(importMetaUrl) === process.argv[1];
}

/** The value after `--name` on the command line, else `fallback`. */
export function option(name, fallback) {
  const i = ARGS.indexOf(`--${name}`);
  return i >= 0 ? ARGS[i + 1] : fallback;
}

/** Every value after `--name` (an option given several times: `--page A --page B`). */
export function options(name) {
  return ARGS.flatMap((arg, i) => (arg === `--${name}` ? [ARGS[i + 1]] : []));
}

/** Whether `--name` is on the command line. */
export function flag(name) {
  return ARGS.includes(`--${name}`);
}
