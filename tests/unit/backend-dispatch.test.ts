import { matchRequestUrl, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { loosePattern } from '../../demo-host/backend-dispatch.mjs';
import { faultHandlers, handlers, occAddressing } from '../../src/mocks/handlers';

/**
 * The demo host offers a request only to the handlers whose loose pattern matches it
 * (demo-host/backend-dispatch.mjs). That is safe only if every URL msw would match also matches
 * the loose pattern: checked here on a concrete URL for every handler of the fake backend.
 */
const ORIGIN = 'http://localhost:4317';

/** A URL for `path`: the leading `*` an origin, other `*` a segment, each `:param` a value. */
function sampleUrl(path: string): string {
  const [first, ...rest] = path.replace(/:[A-Za-z0-9_]+/g, 'Value-1').split('*');
  return `${first === '' ? ORIGIN : first}${rest.join('any-thing')}`;
}

// The fault handler and OCC's addressing match by a predicate: the demo host offers them only the
// requests its `wanted` picks.
const routed = handlers.filter(
  (handler) => handler !== occAddressing && !faultHandlers.includes(handler as HttpHandler),
);
const paths = routed.map((handler) => (handler as HttpHandler).info.path);

describe('loosePattern', () => {
  it('matches whatever msw matches, for every handler of the fake backend', () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      expect(typeof path, String(path)).toBe('string');
      const url = sampleUrl(String(path));
      for (const variant of [url, `${url}/`, ORIGIN + url.slice(ORIGIN.length).toUpperCase()]) {
        // Only where msw itself matches (it is case-insensitive, and takes a trailing slash).
        if (!matchRequestUrl(new URL(variant), String(path)).matches) continue;
        expect(loosePattern(String(path)).test(variant), `${String(path)} ← ${variant}`).toBe(true);
      }
      expect(matchRequestUrl(new URL(url), String(path)).matches, url).toBe(true);
    }
  });

  it("rules out the demo pages and the widgets' files, so they skip msw", () => {
    const pages = [
      '/',
      '/store/usassessments/en/cart',
      '/en-us/error.404.html',
      '/demo-host.css',
      '/widgets/store-widgets.js',
      '/widgets/releases/1.0.0_3f2a9c1d/header.element.js',
      '/__bench/floor/floor.js',
    ];
    for (const page of pages) {
      const candidates = paths.filter((path) =>
        loosePattern(String(path)).test(`${ORIGIN}${page}`),
      );
      expect(candidates, page).toEqual([]);
    }
  });

  it('escapes what a path takes literally', () => {
    const pattern = loosePattern('*/content/:locale/footer-content.json');
    expect(pattern.test(`${ORIGIN}/content/en-us/footer-content.json`)).toBe(true);
    expect(pattern.test(`${ORIGIN}/content/en-us/footer-contentXjson`)).toBe(false);
    expect(pattern.test(`${ORIGIN}/content/en-us/footer-content.json/extra`)).toBe(false);
  });
});
