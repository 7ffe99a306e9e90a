import { fileURLToPath } from 'node:url';
import { widgetElementPlugin } from './scripts/build/custom-elements/widget-element-plugin.mjs';

/**
 * The Custom Elements Manifest analyzer's settings, read by the build
 * (scripts/build/custom-elements/build.mjs), the manifest test and `npx cem analyze --config custom-elements-manifest.config.mjs`.
 */
export default {
  globs: ['src/widgets/*/*.element.ts'],
  outdir: '.',
  packagejson: false,
  plugins: [
    widgetElementPlugin({
      eventsFile: fileURLToPath(new URL('src/core/events/events.ts', import.meta.url)),
      root: fileURLToPath(new URL('.', import.meta.url)),
    }),
  ],
};
