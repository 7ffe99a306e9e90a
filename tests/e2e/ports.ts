import { distOfRuntime, storeRuntime } from '../../scripts/build/runtime.mjs';

/**
 * The e2e suite's servers. The fake backend is stateful and every test resets it, so each
 * Playwright worker gets its own production demo host (its own backend) and tests run in parallel
 * without seeing each other's carts. Ports from E2E_PORT (4317 by default):
 *
 *   E2E_PORT       production demo host of worker 0
 *   E2E_PORT + 1   the built Storybook (stateless: shared)
 *   E2E_PORT + 2   the dev demo host (dev-smoke only: one file, one worker)
 *   E2E_PORT + 2 + i  production demo host of worker i ≥ 1
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const STORYBOOK_PORT = E2E_PORT + 1;
export const DEV_PORT = E2E_PORT + 2;

/** Workers (and production demo hosts): E2E_WORKERS, else 2 (CI's machine has 2 cores). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export function productionPort(workerIndex: number): number {
  return workerIndex === 0 ? E2E_PORT : DEV_PORT + workerIndex;
}

/**
 * The build the production demo hosts serve (scripts/build/runtime.mjs): the shipped Preact build in
 * dist/, or with E2E_RUNTIME=react React's build in dist-react/ (`npm run test:e2e:react`).
 */
export const E2E_RUNTIME = storeRuntime(process.env.E2E_RUNTIME);
export const E2E_DIST = distOfRuntime(E2E_RUNTIME);
