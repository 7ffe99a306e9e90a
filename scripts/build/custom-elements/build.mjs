import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { distOfRuntime, storeRuntime } from '../runtime.mjs';
import { generateManifest, manifestText } from './manifest.mjs';
import { TAGS_REFERENCE_FILE, tagsReference } from './tags-reference.mjs';
import { generateTypings } from './typings.mjs';

/**
 * Run by `npm run build` after Vite: writes custom-elements.json at the repository's root (the
 * committed copy editors, Storybook and the manifest test read; review it in the diff) and in
 * dist/, and the typings made from it in dist/types/. Nothing here is loaded by a shopper's page.
 */
// STORE_RUNTIME=react: beside React's build (dist-react/, scripts/build/runtime.mjs), packed the same way.
const dist = distOfRuntime(storeRuntime());
const manifest = generateManifest();
const text = manifestText(manifest);
writeFileSync('custom-elements.json', text);
writeFileSync(TAGS_REFERENCE_FILE, await tagsReference(manifest));
mkdirSync(join(dist, 'types'), { recursive: true });
writeFileSync(join(dist, 'custom-elements.json'), text);
for (const [file, typings] of Object.entries(generateTypings(manifest))) {
  writeFileSync(join(dist, 'types', file), typings);
}
const tags = manifest.modules.flatMap((module) => module.declarations).length;
console.log(`custom-elements.json and ${dist}/types/: ${tags} elements`);
