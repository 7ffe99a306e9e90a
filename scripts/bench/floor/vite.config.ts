import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The floor pages' builds (scripts/bench/startup.mjs), minified, one file each, into
 * dist-bench-floor/ (served by the demo host at /__bench/floor/ for benches only):
 * `BENCH_FLOOR=react` (the default) is React's production build, floor.js; `BENCH_FLOOR=preact`
 * the same two elements with `react` and `react-dom` swapped for plain `preact/compat`, as the
 * shipped widgets are (issue 31: our production build renders with Preact, so that is the honest
 * floor), floor-preact.js; `BENCH_FLOOR=content` the content floor (floor-content.tsx, on Preact),
 * floor-content.js. The React build empties the folder; the others add to it.
 */
const FLOOR = process.env.BENCH_FLOOR ?? 'react';
// The content floor renders with Preact too: it is the floor of the shipped build.
const PREACT = FLOOR === 'preact' || FLOOR === 'content';
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  ...(PREACT ? { resolve: { alias: PREACT_ALIASES } } : {}),
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../dist-bench-floor', import.meta.url)),
    emptyOutDir: FLOOR === 'react',
    target: 'es2022',
    minify: true,
    lib: {
      entry: FLOOR === 'content' ? 'floor-content.tsx' : 'floor.tsx',
      formats: ['es'],
      fileName: () =>
        ({ react: 'floor.js', preact: 'floor-preact.js' })[FLOOR] ?? `floor-${FLOOR}.js`,
    },
    rolldownOptions: { output: { minify: true } },
  },
});
