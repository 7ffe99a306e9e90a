/**
 * Issue 14: which renderer a production build uses, and where it goes. One place for every build,
 * bench and test script.
 *
 * - `preact` (the default): the React source rendered by Preact through `preact/compat`
 *   (vite.config.ts aliases react and react-dom), into dist/. What the CDN and the package ship.
 * - `react` (`STORE_RUNTIME=react`): React 19 itself, into dist-react/, so both builds exist side by
 *   side; `npm run test:e2e:react` runs the e2e suite on it.
 *
 * The unit tests, Storybook and the dev server always render with React.
 */
export const RUNTIMES = /** @type {const} */ (['preact', 'react']);

/** @param {string | undefined} [value] STORE_RUNTIME or E2E_RUNTIME */
export function storeRuntime(value = process.env.STORE_RUNTIME) {
  return value === 'react' ? 'react' : 'preact';
}

/** @param {'preact' | 'react'} runtime */
export function distOfRuntime(runtime) {
  return runtime === 'react' ? 'dist-react' : 'dist';
}
