/**
 * Run by `npm run build` after Vite and the manifest: the WordPress plugin (wordpress/, see
 * docs/wordpress-plugin.md) as the zip an administrator uploads, `dist-wordpress/store-widgets.zip`.
 * Beside the plugin's own files it holds what is generated here: a block per widget from
 * custom-elements.json, the route list from route-patterns.ts and the reserved-space style the
 * build made beside the loader.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from '../import-typescript.mjs';
import { distOfRuntime, storeRuntime } from '../runtime.mjs';
import { siteRoutes, widgetBlocks } from './plugin-data.mjs';
import { zipFiles } from './zip.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE = join(root, 'wordpress');
const OUT = join(root, 'dist-wordpress');
/** The plugin's folder in the zip, which is also its slug (`store-widgets/store-widgets.php`). */
const SLUG = 'store-widgets';

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
// TypeScript: Vite's module runner loads it, as the reserved-space style's build does.
const routes = await importTypeScript(join(root, 'src/core/routes/route-patterns.ts'));
const json = (value) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`);

const files = [
  ...sourceFiles(SOURCE).map((path) => ({
    name: relative(SOURCE, path).split(sep).join('/'),
    data: Buffer.from(readFileSync(path, 'utf8').replaceAll('{{VERSION}}', version)),
  })),
  { name: 'generated/widgets.json', data: json(widgetBlocks(manifest)) },
  { name: 'generated/routes.json', data: json(siteRoutes(routes.ROUTE_PATTERNS)) },
  {
    name: 'generated/reserved-space.css',
    data: readFileSync(join(root, distOfRuntime(storeRuntime()), 'reserved-space.css')),
  },
].map((file) => ({ ...file, name: `${SLUG}/${file.name}` }));

mkdirSync(OUT, { recursive: true });
const zip = zipFiles(files);
writeFileSync(join(OUT, `${SLUG}.zip`), zip);
console.log(`dist-wordpress/${SLUG}.zip: ${files.length} files, ${zip.length} bytes`);
