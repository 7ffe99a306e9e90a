/**
 * Build: TanStack Query without the two parts no widget of ours runs (issue 31): its chunk went
 * from 9,764 to 8,318 B gzip -9, on every widget page.
 *
 *  - Mutations (`mutationCache.js`, and `mutation.js` behind it): our writes are the API layer's
 *    own calls (src/api), idempotent by design, and never `useMutation`. TanStack's QueryClient
 *    makes a MutationCache whatever it is given, so the file cannot be tree-shaken; in its place,
 *    a cache that holds no mutation (what an unused one does) and throws if one is ever made.
 *  - Infinite queries (`infiniteQueryBehavior.js`): every list of ours is paged
 *    (`placeholderData: keepPreviousData`), never `useInfiniteQuery`. Every query imports the
 *    behaviour and runs it only for an infinite one; in its place, one that throws.
 *
 * A widget that starts to use either fails at once in the e2e tests (they run the built files),
 * with an error that names this file; the unit tests and the dev server run TanStack whole. The
 * build fails if TanStack's files are no longer where this plugin expects them (an upgrade moved
 * them), rather than silently shipping them.
 */
const MODERN = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]/;
const unused = (what) =>
  `${what} are left out of the build (scripts/build/tanstack-unused-parts.mjs): use the API layer's calls`;

const STUBS = {
  'mutationCache.js': `
export class MutationCache {
  build() { throw new Error(${JSON.stringify(unused('TanStack mutations'))}); }
  getAll() { return []; }
  find() { return undefined; }
  findAll() { return []; }
  clear() {}
  subscribe() { return () => {}; }
  notify() {}
  resumePausedMutations() { return Promise.resolve(); }
}
`,
  'infiniteQueryBehavior.js': `
const refuse = () => {
  throw new Error(${JSON.stringify(unused('TanStack infinite queries'))});
};
export { refuse as infiniteQueryBehavior, refuse as hasNextPage, refuse as hasPreviousPage };
`,
};

export function tanstackUnusedParts() {
  const replaced = new Set();
  return {
    name: 'store-widgets:tanstack-unused-parts',
    apply: 'build',
    load(id) {
      if (!MODERN.test(id)) return undefined;
      const file = Object.keys(STUBS).find((name) => id.endsWith(name));
      if (!file) return undefined;
      replaced.add(file);
      return STUBS[file];
    },
    buildEnd(error) {
      if (error) return;
      const missing = Object.keys(STUBS).filter((file) => !replaced.has(file));
      // A build without TanStack at all (the floor pages') has nothing to replace.
      if (replaced.size > 0 && missing.length > 0)
        this.error(`TanStack Query's ${missing.join(', ')} moved: update ${import.meta.url}`);
    },
  };
}
