/**
 * The bench's first part: min / gzip -9 / brotli q11 bytes of the loader, the shared runtime and
 * every other chunk of a build, against the budgets, and whether any source module landed in two
 * chunks (it would be downloaded twice and could run twice). Returns the chunks' rows.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { builtReleaseDir } from '../build/release.mjs';
import { flag, isMainScript } from './lib/cli.mjs';
import { gzip9 } from './lib/gzip.mjs';
import { buildRuntime, distOfRuntime, runtimeOption } from './lib/runtime-option.mjs';

/** Chunks that exist for sign-in, session and flags (issue 3's budget counts what they add). */
export const IDENTITY_AND_FLAGS =
  /^releases\/[^/]+\/(session|start|token-store|account-menu\.element|sign-in-dialog|signed-in-menu|step-up-dialog|identity-code|identity-config|token-code|forgerock-webauthn|flag-client|ldclient\.es)\.js$/;

/** gzip budgets in kB from the issues; chunks are matched by name. */
const BUDGETS = [
  // Issue 28's budget (issue 2's was 3 kB): since issue 14 the loader starts the header's and
  // footer's content reads and hints the every-page chunks (1.2x the floor page instead of about
  // 1.45x with them in a chunk of their own), and imports every widget's chunk in its own task
  // (moving the importers out cost widget pages a main-thread turn: 0.1 s at 4x); since issue 28
  // it retries a failed file and claims the page for one copy.
  [/^store-widgets\.js$/, 'loader', 3.5],
  [/^releases\/[^/]+\/runtime\.js$/, 'shared runtime', 85],
  [/^releases\/[^/]+\/header\.element\.js$/, '<store-header>', 10],
  [/^releases\/[^/]+\/footer\.element\.js$/, '<store-footer>', 8],
  [/^releases\/[^/]+\/quick-order\.element\.js$/, '<store-quick-order>', 25],
  [/^releases\/[^/]+\/mini-cart\.element\.js$/, '<store-mini-cart>', 15],
  [/^releases\/[^/]+\/cart\.element\.js$/, '<store-cart>', 30],
  [/^releases\/[^/]+\/add-to-cart\.element\.js$/, '<store-add-to-cart>', 5],
  // The checkout's whole own code (its chunk, the forms library, its rules) is measured in part 4.
  [/^releases\/[^/]+\/checkout\.element\.js$/, '<store-checkout>', 60],
];

export function benchSizes(dist) {
  const files = [
    'store-widgets.js',
    ...readdirSync(join(dist, builtReleaseDir(dist)))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `${builtReleaseDir(dist)}/${f}`),
  ];
  const rows = files.map((file) => {
    const code = readFileSync(join(dist, file));
    const budget = BUDGETS.find(([re]) => re.test(file));
    return {
      file,
      role:
        budget?.[1] ??
        (IDENTITY_AND_FLAGS.test(file)
          ? 'identity / flags (on demand)'
          : file.endsWith('.element.js')
            ? 'widget'
            : 'shared (loaded on demand)'),
      min: code.length,
      gzip: gzip9(code),
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      budget: budget?.[2],
    };
  });
  // Budgets are read in the stricter unit, kB = 1000 bytes (what Vite prints).
  for (const r of rows) r.over = r.budget !== undefined && r.gzip > r.budget * 1000;
  rows.sort((a, b) => (a.budget === undefined) - (b.budget === undefined) || b.gzip - a.gzip);
  console.log('\nBundle sizes (gzip -9, brotli q11; kB = 1000 bytes)\n');
  console.log('| chunk | role | min bytes | gzip bytes | brotli bytes | gzip kB | gzip budget |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows) {
    const verdict = r.budget === undefined ? '' : `${r.budget} kB ${r.over ? 'OVER' : 'within'}`;
    console.log(
      `| ${r.file} | ${r.role} | ${r.min} | ${r.gzip} | ${r.brotli} | ${(r.gzip / 1000).toFixed(2)} | ${verdict} |`,
    );
  }

  const owners = new Map();
  for (const file of files) {
    // Rolldown's own interop helpers chunk has no sourcemap (it has no sources of ours).
    if (!existsSync(join(dist, `${file}.map`))) continue;
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    for (const source of map.sources) owners.set(source, [...(owners.get(source) ?? []), file]);
  }
  const duplicated = [...owners].filter(([, where]) => where.length > 1);
  console.log(
    `\nModules in more than one chunk: ${duplicated.length === 0 ? 'none' : duplicated.map(([s, w]) => `${s} (${w.join(', ')})`).join('; ')}`,
  );
  return rows;
}

/**
 * `npm run bench:sizes [-- --no-build] [--runtime preact|react]`: the table alone, for a figure
 * without the whole bench; exits 1 naming the chunks over their budgets.
 */
if (isMainScript(import.meta.url)) {
  const runtime = runtimeOption();
  if (!flag('no-build')) buildRuntime(runtime);
  const over = benchSizes(distOfRuntime(runtime)).filter((row) => row.over);
  if (over.length > 0) {
    console.log(`\nOver budget: ${over.map((row) => `${row.file} ${row.gzip} B`).join('; ')}`);
    process.exitCode = 1;
  }
}
