import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { build, type Plugin } from 'vite';

/**
 * Builds the scratch apps of tests/package-apps/ with Vite, in the scratch project that installed
 * the packed package: the package comes from its node_modules through its `exports`, as in an
 * integrator's app. The frameworks are this repository's devDependencies (the scratch project is
 * installed offline): React 19, Vue 3, Svelte 5 and Angular in one build, React 18 (`react18`,
 * `react-dom18`) in another, each into `apps/` of the site. The Angular app is compiled ahead of
 * time first, by Angular's own compiler (ngc), as `ng build` does.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = join(ROOT, 'tests', 'package-apps');
const FRAMEWORK = /^(react|react-dom|scheduler|vue|svelte)(\/.*)?$/;

/**
 * Resolves the frameworks from the repository's node_modules, whoever imports them (the app, the
 * package's `./react` entry, a framework's own files): with `react18`, React 18 under React's
 * names, its react-dom's `require('react')` included.
 */
function frameworksFromRepository(react18: boolean): Plugin {
  return {
    name: 'scratch-apps:frameworks',
    enforce: 'pre',
    async resolveId(id, _importer, options) {
      const match = FRAMEWORK.exec(id);
      if (!match) return null;
      const [, name, subpath = ''] = match;
      if (name === 'scheduler') return null;
      const renamed = react18 && (name === 'react' || name === 'react-dom') ? `${name}18` : name;
      return this.resolve(`${renamed}${subpath}`, join(ROOT, 'package.json'), {
        ...options,
        skipSelf: true,
      });
    },
  };
}

/**
 * Angular's packages ship partially compiled (`ɵɵngDeclare…` calls): its linker finishes them at
 * build time, as the Angular CLI does, so the page needs no runtime compiler.
 */
function angularLinker(): Plugin {
  return {
    name: 'scratch-apps:angular-linker',
    async transform(code, id) {
      if (!id.includes('/@angular/') || !code.includes('ɵɵngDeclare')) return null;
      const { default: linker } = await import('@angular/compiler-cli/linker/babel');
      const linked = await transformAsync(code, {
        filename: id,
        plugins: [linker],
        configFile: false,
        babelrc: false,
        compact: false,
        sourceMaps: false,
      });
      return linked?.code ?? null;
    },
  };
}

/**
 * Compiles the Angular app's templates and decorators into `apps-src/angular-aot/`, its templates
 * type-checked against the package's typings. Angular and RxJS are the repository's, linked
 * into the scratch project as an integrator has them installed.
 */
function compileAngularApp(site: string, source: string): void {
  mkdirSync(join(site, 'node_modules'), { recursive: true });
  for (const name of ['@angular', 'rxjs']) {
    const link = join(site, 'node_modules', name);
    if (!existsSync(link)) symlinkSync(join(ROOT, 'node_modules', name), link, 'dir');
  }
  const ngc = join(
    ROOT,
    'node_modules',
    '@angular',
    'compiler-cli',
    'bundles',
    'src',
    'bin',
    'ngc.js',
  );
  try {
    execFileSync(process.execPath, [ngc, '-p', join(source, 'angular', 'tsconfig.json')], {
      cwd: site,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`ngc failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

const PAGES = ['react19', 'vue', 'svelte', 'angular', 'plain'];

/** Builds every app into `{site}/apps/{name}.html`; their sources are copied beside it first. */
export async function buildApps(site: string): Promise<string[]> {
  const source = join(site, 'apps-src');
  cpSync(FIXTURES, source, { recursive: true });
  compileAngularApp(site, source);
  const common = {
    root: source,
    base: '/apps/',
    configFile: false as const,
    logLevel: 'warn' as const,
    // The page's own origin: every request the widgets make goes through the site's server.
    envDir: false as const,
  };
  const input = (pages: string[]) =>
    Object.fromEntries(pages.map((page) => [page, join(source, `${page}.html`)]));
  await build({
    ...common,
    plugins: [
      frameworksFromRepository(false),
      react(),
      vue({
        template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('store-') } },
      }),
      svelte({ configFile: false }),
      angularLinker(),
    ],
    build: {
      outDir: join(site, 'apps'),
      emptyOutDir: true,
      rollupOptions: { input: input(PAGES) },
    },
  });
  await build({
    ...common,
    plugins: [frameworksFromRepository(true), react()],
    build: {
      outDir: join(site, 'apps'),
      emptyOutDir: false,
      rollupOptions: { input: input(['react18']) },
    },
  });
  return [...PAGES, 'react18'];
}
