import { chunkModules } from './lib/chunk-modules.mjs';
import { readdirSync } from 'node:fs';
const rel = readdirSync('dist/releases')[0];
const globSync = (p) => [p.replace('*', rel)];
for (const name of process.argv.slice(2)) {
  const [file] = globSync(`dist/releases/*/${name}.js`);
  const mods = chunkModules(file);
  console.log(`== ${name}: ${mods.reduce((a, m) => a + m.gzip, 0)}`);
  for (const m of mods.slice(0, 40)) console.log(String(m.gzip).padStart(6), m.source);
}
