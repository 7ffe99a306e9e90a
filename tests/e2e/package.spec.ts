import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { E2E_DIST, E2E_RUNTIME } from './ports';
import { buildApps } from './package-apps';
import { namedMaps } from '../../scripts/build/package/stage.mjs';

/**
 * The npm package as an integrator gets it: packed from the production build (dist/, or
 * dist-react/ with E2E_RUNTIME=react; with the manifest, the typings and the package's own
 * package.json made by the build's later steps, run here), installed offline into a scratch
 * project (no registry: the package has no dependencies), type-checked through its `exports`, and
 * `<store-quick-order>` rendered in Chromium from its per-tag entry alone, against the fake
 * backend.
 *
 * The fake backend sends no CORS headers (the commerce API answers its own origin only), so the
 * scratch project's server forwards every path it has no file for to this worker's demo host, as
 * an integrator's site reaches the store's API behind its own origin: `apiBase` stays empty.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TYPES = join(ROOT, 'tests', 'types', 'package');
/** The folder npm packs: dist/'s package files without their source map comments. */
const STAGED = `${E2E_DIST}-package`;
const PPVT = '0158241926'; // PPVT-5 Form A Record Forms (pack of 25), level A

function run(command: string, args: string[], cwd: string): string {
  try {
    // The build steps pack the build under test (scripts/build/package/build.mjs reads STORE_RUNTIME).
    const env = { ...process.env, STORE_RUNTIME: E2E_RUNTIME };
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}

const TYPE = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
} as Record<string, string>;

/** Serves the scratch project's files; any other path goes to the demo host. */
function serveSite(site: string, backend: URL): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    const file = resolve(site, `.${path === '/' ? '/index.html' : path}`);
    if (file.startsWith(site + sep) && existsSync(file) && extname(file) in TYPE) {
      res.writeHead(200, { 'Content-Type': TYPE[extname(file)] ?? 'text/plain' });
      res.end(readFileSync(file));
      return;
    }
    const upstream = forward(
      {
        host: backend.hostname,
        port: backend.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: backend.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((done) => server.listen(0, 'localhost', () => done(server)));
}

interface PackedSite {
  scratch: string;
  /** The package's name and the files npm packed. */
  name: string;
  files: string[];
  /** The integrator's project, and the package as installed in it. */
  site: string;
  installed: string;
  manifest: Record<string, unknown>;
}

/**
 * Packs the build (the manifest and its typings, then the package's own files, then npm pack) and
 * installs the tarball into an integrator's project, with no registry to ask. Once per run: the
 * tests of this file share it (serially: packing writes into the build).
 */
function packAndInstall(): PackedSite {
  const scratch = mkdtempSync(join(tmpdir(), 'store-widgets-package-'));
  run(process.execPath, ['scripts/build/custom-elements/build.mjs'], ROOT);
  run(process.execPath, ['scripts/build/package/build.mjs'], ROOT);
  // What is packed: dist/'s package files, staged beside it (scripts/build/package/stage.mjs).
  const name = (
    JSON.parse(readFileSync(join(ROOT, STAGED, 'package.json'), 'utf8')) as { name: string }
  ).name;
  const [packed] = JSON.parse(
    run('npm', ['pack', `./${STAGED}`, '--json', '--pack-destination', scratch], ROOT),
  ) as { filename: string; files: { path: string }[] }[];
  const site = join(scratch, 'site');
  mkdirSync(site);
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({ name: 'integrator-site', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      join(scratch, packed!.filename),
    ],
    site,
  );
  const installed = join(site, 'node_modules', ...name.split('/'));
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  return {
    scratch,
    name,
    files: packed!.files.map((file) => file.path),
    site,
    installed,
    manifest,
  };
}

let packed: PackedSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(120_000);
  packed = packAndInstall();
});

test.afterAll(() => rmSync(packed.scratch, { recursive: true, force: true }));

test('the packed package installs offline, type-checks through its exports, and its quick order entry renders and adds to the cart, alone and beside the CDN loader', async ({
  page,
  request,
  baseURL,
  errors,
}) => {
  test.setTimeout(60_000);
  const { name: PACKAGE_NAME, site, installed, manifest } = packed;
  // No source maps (they stay beside the CDN's files); a licence.
  expect(packed.files.filter((path) => path.endsWith('.map'))).toEqual([]);
  expect(packed.files).toContain('LICENSE');
  // No shipped file names a map the package lacks (a bundler reading maps warns on each one);
  // the CDN's own files keep theirs, with the maps beside them.
  const namingMissing = packed.files
    .filter((path) => /\.(m?js|css)$/.test(path))
    .flatMap((path) =>
      namedMaps(readFileSync(join(ROOT, STAGED, path), 'utf8'))
        .map((map) => join(dirname(path), map))
        .filter((map) => !packed.files.includes(map))
        .map((map) => `${path} names ${map}`),
    );
  expect(namingMissing).toEqual([]);
  const cdnLoader = readFileSync(join(ROOT, E2E_DIST, 'store-widgets.js'), 'utf8');
  expect(namedMaps(cdnLoader)).toEqual(['store-widgets.js.map']);
  expect(existsSync(join(ROOT, E2E_DIST, 'store-widgets.js.map'))).toBe(true);
  // Nothing else installed: no dependency, and React only an optional peer of `./react`.
  expect(manifest.dependencies ?? {}).toEqual({});
  expect(manifest.peerDependenciesMeta).toEqual({ react: { optional: true } });
  expect(readdirSync(join(site, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([
    PACKAGE_NAME.split('/')[0],
  ]);

  // Type-check an integrator's code against the typings the exports name (React's own typings
  // as a React integrator has them installed).
  cpSync(TYPES, site, { recursive: true });
  mkdirSync(join(site, 'node_modules', '@types'));
  symlinkSync(
    join(ROOT, 'node_modules', '@types', 'react'),
    join(site, 'node_modules', '@types', 'react'),
    'dir',
  );
  run(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
    site,
  );

  // A page of the integrator's site importing the quick order's entry, resolved through the
  // package's exports as a bundler would, and mapped for the browser by an import map.
  const specifier = `${PACKAGE_NAME}/quick-order`;
  const entry = createRequire(join(site, 'package.json')).resolve(specifier);
  expect(relative(installed, entry)).toBe(join('tags', 'quick-order.js'));
  // Every other export names files that were packed (one entry per tag, each with typings).
  const exported = manifest.exports as Record<string, string | Record<string, string>>;
  const missing = Object.entries(exported).flatMap(([path, target]) =>
    Object.values(typeof target === 'string' ? { default: target } : target)
      .filter((file) => !existsSync(join(installed, file)))
      .map((file) => `${path}: ${file}`),
  );
  expect(missing).toEqual([]);
  expect(manifest.license).toBe('UNLICENSED');

  // The manifest names files the package ships: a tool importing a module's path finds it.
  const elements = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8')) as {
    modules: {
      path: string;
      declarations: { tagName: string; attributes?: { name: string }[] }[];
    }[];
  };
  expect(
    elements.modules
      .map((module) => module.path)
      .filter((path) => !existsSync(join(installed, path))),
  ).toEqual([]);
  const tags = elements.modules.flatMap((module) => module.declarations);
  const attributesOf = (list: { name: string; attributes?: { name: string }[] }[]) =>
    Object.fromEntries(list.map((tag) => [tag.name, (tag.attributes ?? []).map((a) => a.name)]));
  const declared = attributesOf(tags.map((tag) => ({ ...tag, name: tag.tagName })));
  // The editor data, named where VS Code and JetBrains look, lists every tag and attribute.
  const vscode = JSON.parse(
    readFileSync(join(installed, manifest.customData as string), 'utf8'),
  ) as { tags: { name: string; attributes: { name: string }[] }[] };
  expect(attributesOf(vscode.tags)).toEqual(declared);
  const webTypes = JSON.parse(
    readFileSync(join(installed, manifest['web-types'] as string), 'utf8'),
  ) as {
    contributions: { html: { elements: { name: string; attributes: { name: string }[] }[] } };
  };
  expect(attributesOf(webTypes.contributions.html.elements)).toEqual(declared);

  // A server rendering the integrator's pages imports every entry under Node (no DOM): nothing
  // throws, nothing lands on the global object, and each entry exports its public names only.
  writeFileSync(
    join(site, 'ssr.mjs'),
    `const before = new Set(Object.getOwnPropertyNames(globalThis));
const entries = {};
for (const path of ${JSON.stringify(Object.keys(exported).filter((path) => !path.endsWith('.json') && path !== './react'))}) {
try {
  entries[path] = Object.keys(await import(${JSON.stringify(PACKAGE_NAME)} + path.slice(1))).sort();
} catch (error) {
  entries[path] = String(error);
}
}
const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
console.log(JSON.stringify({ entries, added }));
`,
  );
  const ssr = JSON.parse(run(process.execPath, ['ssr.mjs'], site)) as {
    entries: Record<string, string[]>;
    added: string[];
  };
  expect(ssr.added).toEqual([]);
  const className = (tag: string) =>
    `${tag.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase())}Element`;
  expect(ssr.entries).toEqual(
    Object.fromEntries([
      ['.', ['defineWidgetAs', 'loadElementClass', 'storeWidgets']],
      ...tags.map((tag) => [
        `./${tag.tagName.slice('store-'.length)}`,
        [className(tag.tagName.slice('store-'.length)), 'default'].sort(),
      ]),
    ]),
  );
  expect(Object.keys(exported).filter((path) => !path.endsWith('.json'))).toHaveLength(
    readdirSync(join(installed, 'tags')).filter((file) => file.endsWith('.js')).length + 2,
  );
  const config = {
    host: 'www.assessments-demo.com',
    platformKey: 'demo-platform-key',
    mockFlags: true,
  };
  const importMap = JSON.stringify({
    imports: { [specifier]: `/${relative(site, entry).split(sep).join('/')}` },
  });
  const sitePage = (head: string, body: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Order our assessments</title>
  <script type="application/json" id="store-widgets-config">${JSON.stringify(config)}</script>
  <script type="importmap">${importMap}</script>
  ${head}
</head>
<body>
  <main><h1>Order our assessments</h1>${body}</main>
</body>
</html>`;
  writeFileSync(
    join(site, 'index.html'),
    sitePage(
      `<script type="module">
    import QuickOrder from '${specifier}';
    window.entryClass = customElements.get('store-quick-order') === QuickOrder;
  </script>`,
      '<store-quick-order></store-quick-order>',
    ),
  );
  const server = await serveSite(site, new URL(baseURL!));
  try {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
    const quickOrder = page.locator('store-quick-order');
    await expect(quickOrder.locator('[part="base"][data-state="ready"]')).toBeVisible();
    await expect(quickOrder.locator('tbody tr')).toHaveCount(3);
    // Only this tag is defined, with the class the entry exports; the loader never came.
    expect(
      await page.evaluate(() => (window as unknown as { entryClass: boolean }).entryClass),
    ).toBe(true);
    expect(
      await page.evaluate(() =>
        ['store-mini-cart', 'store-add-to-cart', 'store-header'].map(
          (tag) => customElements.get(tag) ?? null,
        ),
      ),
    ).toEqual([null, null, null]);
    expect(scripts.every((path) => path.startsWith(`/node_modules/${PACKAGE_NAME}/`))).toBe(true);
    expect(scripts.some((path) => path.endsWith('/store-widgets.js'))).toBe(false);

    await quickOrder.getByLabel('ISBN or product code, row 1', { exact: true }).fill(PPVT);
    await quickOrder.getByLabel('Quantity, row 1', { exact: true }).fill('2');
    await quickOrder.getByLabel('Quantity, row 1', { exact: true }).blur();
    const row = quickOrder.locator('tbody tr').first();
    await expect(row).toHaveAttribute('data-state', 'ok');
    await expect(row).toContainText('PPVT-5 Form A Record Forms (pack of 25)');
    await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    await expect(quickOrder.getByRole('status')).toContainText('Added 1 product to your cart.');
    const guid = await page.evaluate(() =>
      localStorage.getItem('store-widgets.cart.anonymous-guid'),
    );
    const cart = await request.get(`/headless/ecommerce/v2/users/anonymous/carts/${guid}`, {
      headers: { 'X-Site-Id': 'usassessments' },
    });
    expect(cart.ok()).toBe(true);
    const { entries } = (await cart.json()) as {
      entries: { product: { code: string }; quantity: number }[];
    };
    expect(entries.map((e) => [e.product.code, e.quantity])).toEqual([[PPVT, 2]]);

    // The same entry on a page that also has the CDN loader (through the site's origin, as a
    // CDN path), the entry first: two copies of the shared code, one core. The loader's mini
    // cart shows the cart the entry's quick order filled, and follows its next add.
    writeFileSync(
      join(site, 'mixed.html'),
      sitePage(
        `<script type="module">import '${specifier}';</script>
  <script type="module" src="/widgets/store-widgets.js"></script>`,
        '<store-mini-cart></store-mini-cart><store-quick-order></store-quick-order>',
      ),
    );
    scripts.length = 0;
    await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/mixed.html`);
    const miniCart = page.locator('store-mini-cart');
    await expect(miniCart.locator('[part="count"]')).toHaveText('2');
    expect(scripts).toContain('/widgets/store-widgets.js');
    expect(scripts).toContain(`/node_modules/${PACKAGE_NAME}/tags/quick-order.js`);
    await expect(quickOrder.locator('[part="base"][data-state="ready"]')).toBeVisible();
    await quickOrder.getByLabel('ISBN or product code, row 1', { exact: true }).fill(PPVT);
    await quickOrder.getByLabel('Quantity, row 1', { exact: true }).blur();
    await expect(quickOrder.locator('tbody tr').first()).toHaveAttribute('data-state', 'ok');
    await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    await expect(miniCart.locator('[part="count"]')).toHaveText('3');

    // The loader module (the root entry in a browser) exports its functions and the page actions, no chunk's names.
    const loaderUrl = `/node_modules/${PACKAGE_NAME}/store-widgets.js`;
    expect(
      await page.evaluate(async (url) => Object.keys(await import(url)).sort(), loaderUrl),
    ).toEqual(['defineWidgetAs', 'loadElementClass', 'storeWidgets']);

    expect(errors.pageErrors).toEqual([]);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

interface Heard {
  type: string;
  on: string;
  detail: unknown;
}

/**
 * The scratch apps of tests/package-apps/, built with Vite from the installed tarball (see
 * package-apps.ts): React 18 with the `./react` wrappers, React 19 with the tags in JSX, Vue 3,
 * Svelte 5, Angular and a plain script. Each gives `<store-add-to-cart>` its product code and
 * quantity as properties (Angular: a property and an attribute, set after it inserts the element,
 * in the same task), and hears every event the manifest declares for both tags through typed
 * handlers on the elements; once with the per-tag entries defining the tags first, once with the
 * CDN loader (the package's `store-widgets.js`) defining them after the app rendered. The quantity
 * reaching the widget shows in the cart event's detail; nothing is logged as an error.
 */
test('scratch React 18, React 19, Vue 3, Svelte 5, Angular and plain script apps built from the packed package give every value to quick order and add-to-cart and hear their events, with the tags defined first or by the CDN loader later', async ({
  page,
  baseURL,
  errors,
}) => {
  // Six apps, each loaded twice, after Angular's compiler and two Vite builds.
  test.setTimeout(180_000);
  const { site } = packed;
  const apps = await buildApps(site);
  // The apps' own code type-checks against the package's typings, as their authors would check it.
  mkdirSync(join(site, 'node_modules', '@types'), { recursive: true });
  for (const types of ['react', 'react-dom']) {
    const link = join(site, 'node_modules', '@types', types);
    if (!existsSync(link)) symlinkSync(join(ROOT, 'node_modules', '@types', types), link, 'dir');
  }
  run(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'apps-src/tsconfig.json'],
    site,
  );

  const server = await serveSite(site, new URL(baseURL!));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const heard = () => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
  const ofType = (type: string) => async () =>
    (await heard()).filter((event) => event.type === type).sort((a, b) => a.on.localeCompare(b.on));
  try {
    for (const app of apps) {
      for (const loader of [false, true]) {
        await test.step(`${app}, ${loader ? 'the CDN loader defining the tags later' : 'the per-tag entries first'}`, async () => {
          const logged = errors.consoleErrors.length;
          await page.goto(`${origin}/apps/${app}.html${loader ? '?loader' : ''}`);
          await expect
            .poll(() =>
              page.evaluate(
                () => (window as unknown as { definedAtRender?: boolean[] }).definedAtRender,
              ),
            )
            .toEqual([!loader, !loader]);
          const quickOrder = page.locator('store-quick-order');
          const addToCart = page.locator('store-add-to-cart');
          await expect(quickOrder.locator('[part="base"][data-state="ready"]')).toBeVisible();
          await expect(addToCart.locator('[part="button"]')).toBeEnabled();
          await expect.poll(ofType('store-widget-loaded')).toEqual(
            ['store-add-to-cart', 'store-quick-order'].map((tag) => ({
              type: 'store-widget-loaded',
              on: tag,
              detail: { tag },
            })),
          );

          await addToCart.locator('[part="button"]').click();
          await quickOrder.getByLabel('ISBN or product code, row 1', { exact: true }).fill(PPVT);
          await quickOrder.getByLabel('Quantity, row 1', { exact: true }).fill('2');
          await quickOrder.getByLabel('Quantity, row 1', { exact: true }).blur();
          await expect(quickOrder.locator('tbody tr').first()).toHaveAttribute('data-state', 'ok');
          await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
          await expect.poll(ofType('store-cart-updated')).toEqual(
            (
              [
                ['store-add-to-cart', 3],
                ['store-quick-order', 2],
              ] as const
            ).map(([tag, quantityAdded]) => ({
              type: 'store-cart-updated',
              on: tag,
              detail: { tag, action: 'added', entries: [{ productCode: PPVT, quantityAdded }] },
            })),
          );
          expect(await ofType('store-widget-failed')()).toEqual([]);
          if (app === 'react18') {
            // The wrapper's ref is the element, with the property the wrapper set.
            await page.getByRole('button', { name: 'Check the ref' }).click();
            expect(await ofType('ref')()).toEqual([
              { type: 'ref', on: 'store-add-to-cart', detail: PPVT },
            ]);
          }
          if (app === 'angular') {
            // An `@if` removes the widget and brings it back: it renders again, with its values.
            const toggle = page.getByRole('button', { name: 'Show the add to cart' });
            await toggle.click();
            await expect(addToCart).toHaveCount(0);
            await toggle.click();
            await expect(addToCart.locator('[part="button"]')).toBeEnabled();
            await expect
              .poll(async () => (await ofType('store-widget-loaded')()).map((event) => event.on))
              .toEqual(['store-add-to-cart', 'store-add-to-cart', 'store-quick-order']);
          }
          // No false problem report (a value set after insertion, in the same task), no error.
          expect(errors.consoleErrors.slice(logged)).toEqual([]);
        });
      }
    }
    expect(errors.pageErrors).toEqual([]);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
