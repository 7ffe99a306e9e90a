/**
 * The response headers of the widgets' files on a CDN (docs/integrating.md, "Serving the widgets"), by path
 * under the build directory:
 *
 * - every file of a release sits in its build's folder, named by the release and a hash of the
 *   build's sources (`releases/{release}_{build}/name.js`, scripts/build/release.mjs), so a URL never changes meaning:
 *   cached for a year and never revalidated (`immutable`);
 * - the loader (`store-widgets.js`) and everything else keep their URL from release to release, so
 *   browsers and CDN edges keep them only briefly (5 minutes, then revalidated in the background
 *   for a day): a release reaches every page within minutes, and a page whose loader is a day old
 *   still finds its release's files (they stay a week: docs/integrating.md, "Serving the widgets").
 *
 * Both are readable from any origin, since integrators load the loader as a module script from
 * their own pages.
 */
export const LOADER_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
export const HASHED_CACHE = 'public, max-age=31536000, immutable';

const HASHED = /^releases\//;

/** @param {string} path the file's path under the build directory, with `/` or `\\` separators */
export function cdnHeaders(path) {
  const name = path.split(/[\\/]/).join('/');
  return {
    'Cache-Control': HASHED.test(name) ? HASHED_CACHE : LOADER_CACHE,
    'Access-Control-Allow-Origin': '*',
    'Timing-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
}
