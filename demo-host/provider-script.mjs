/**
 * The fake payment provider's script (`{provider}/fields.js`), bundled for the browser from
 * src/mocks/payment/hosted-field-page.ts when the demo host starts: Vite's build API in library
 * mode, one minified ES module, kept in memory (nothing written to disk). The same in dev and
 * preview: the provider is a third party, not part of the widgets' build.
 */
import { join } from 'node:path';
import { build } from 'vite';

/** The bundled script's text; throws when the build fails (the server must not start without it). */
export async function buildProviderScript(root) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      emptyOutDir: false,
      lib: {
        entry: join(root, 'src/mocks/payment/hosted-field-page.ts'),
        formats: ['es'],
        fileName: () => 'fields.js',
      },
      rolldownOptions: { output: { minify: true, codeSplitting: false } },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((item) => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error('the provider script build produced no entry chunk');
  return chunk.code;
}
