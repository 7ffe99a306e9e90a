import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The floor page's build (scripts/bench-startup.mjs): React's production build, minified, one
 * file, into dist-bench-floor/ (served by the demo host at /__bench/floor/ for benches only).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../dist-bench-floor', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: { entry: 'floor.tsx', formats: ['es'], fileName: () => 'floor.js' },
    rolldownOptions: { output: { minify: true } },
  },
});
