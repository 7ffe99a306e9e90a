/**
 * Imports a TypeScript module in node through Vite's module runner. Vite's config resolution sets
 * NODE_ENV when it is unset; it is put back, or a build started later from the same process (a
 * test's release build) would inherit "development".
 */
import { runnerImport } from 'vite';

/** The module's exports. */
export async function importTypeScript(file, inlineConfig) {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return (await runnerImport(file, inlineConfig)).module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
