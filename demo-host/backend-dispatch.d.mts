import type { RequestHandler as ExpressHandler, Request } from 'express';
import type { RequestHandler } from 'msw';

/** A superset of msw's match of a handler's path (backend-dispatch.mjs). */
export function loosePattern(path: string | RegExp): RegExp;

/** msw handlers over HTTP, each request offered only to the handlers that could match it. */
export function dispatchToHandlers(
  handlers: readonly RequestHandler[],
  options: { always: readonly unknown[]; wanted: (req: Request) => boolean },
): ExpressHandler;
