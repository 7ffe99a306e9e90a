import type { StorybookConfig } from '@storybook/react-vite';
import { createRequire } from 'node:module';
import type { InlineConfig } from 'vite';

/**
 * msw's service worker, served at `/mockServiceWorker.js` straight from the installed msw package,
 * so it always matches the msw version in the lockfile and works on a fresh clone after `npm ci`
 * (no generated copy to keep in the repo or in step with upgrades).
 */
const mswWorker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  // Autodocs: each widget's docs page, from custom-elements.json (stories/manifest-docs.ts).
  addons: ['@storybook/addon-docs'],
  staticDirs: [{ from: mswWorker, to: '/mockServiceWorker.js' }],
  // Stories render custom elements, not React components with props to document: skip docgen.
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true },
  // Stories render with React: production builds alias react to Preact (vite.config.ts, issue 14),
  // and Storybook's renderer is React's own.
  // Its preview is one chunk of about 1.1 MB (Storybook's runtime, React, the docs addon): a test
  // page, never shipped, so Vite's 500 kB warning only says what is known (npm run bench checks
  // what ships). No plugin timing warning either, as in vite.config.ts, whose setting does not
  // reach Storybook's build.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, alias: withoutPreact(viteConfig.resolve?.alias) },
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
      },
    },
  }),
};

type Aliases = NonNullable<NonNullable<InlineConfig['resolve']>['alias']>;

function withoutPreact(aliases: Aliases | undefined): Aliases | undefined {
  // preact/… and scripts/preact-compat.mjs
  const toPreact = (replacement: string) => /preact/.test(replacement);
  if (!aliases) return aliases;
  if (Array.isArray(aliases)) return aliases.filter((alias) => !toPreact(alias.replacement));
  return Object.fromEntries(
    Object.entries(aliases as Record<string, string>).filter(([, to]) => !toPreact(to)),
  );
}

export default config;
