/**
 * The fake backend's msw handlers over HTTP, each request offered only to the handlers whose path
 * could match it.
 *
 * Why: msw tries every handler in turn and compiles each one's path pattern on every request. With
 * about 120 handlers that cost several milliseconds per request on the demo host, for every API
 * call and every page (which no handler answers), and the e2e suite makes tens of thousands.
 *
 * Each handler's path becomes a regular expression that matches at least what msw's matching
 * does (`*` and every `:param` match anything, any case, an optional trailing slash), so a request
 * it rules out is one msw would not have answered. The handlers that remain run through msw in
 * their original order, so which one answers is msw's decision as before. `always` handlers (those
 * matched by a predicate instead of a path: the fault handler, OCC's addressing) are offered a
 * request only when `wanted(req)` says so.
 */
import { createMiddleware } from '@mswjs/http-middleware';

/** A superset of msw's match of `path` (a string with `*` and `:param`, or a RegExp). */
export function loosePattern(path) {
  if (path instanceof RegExp) return path;
  const source = String(path)
    .split(/(\*+|:[A-Za-z0-9_]+[?*+]?)/)
    .map((part, index) =>
      index % 2 === 1 ? '.*' : part.replace(/[.+?^${}()|[\]\\/]/g, (char) => `\\${char}`),
    )
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * @param {import('msw').RequestHandler[]} handlers every handler, in msw's order
 * @param {{ always: unknown[], wanted: (req: import('express').Request) => boolean }} options
 * @returns {import('express').RequestHandler}
 */
export function dispatchToHandlers(handlers, { always, wanted }) {
  for (const handler of handlers) {
    if (typeof handler.info.path === 'function' && !always.includes(handler)) {
      throw new Error(
        `A handler matched by a predicate must be one of \`always\` (${handler.info.header})`,
      );
    }
  }
  const entries = handlers.map((handler, index) => ({
    handler,
    index,
    always: always.includes(handler),
    pattern: always.includes(handler) ? undefined : loosePattern(handler.info.path),
  }));
  /** One msw middleware per set of candidate handlers (a few dozen sets in a whole run). */
  const middlewares = new Map();
  return (req, res, next) => {
    const url = `${req.protocol}://${req.headers.host}${req.path}`;
    const offerAlways = wanted(req);
    const candidates = entries.filter((entry) =>
      entry.always ? offerAlways : entry.pattern.test(url),
    );
    if (candidates.length === 0) {
      next();
      return;
    }
    const key = candidates.map((entry) => entry.index).join(',');
    let middleware = middlewares.get(key);
    if (!middleware) {
      middleware = createMiddleware(...candidates.map((entry) => entry.handler));
      middlewares.set(key, middleware);
    }
    middleware(req, res, next);
  };
}
