import type { RequestHandler } from 'msw';
import type { OccOperationName } from './occ-operations';

/**
 * What each handler answers: an OCC operation, an extension operation (by operationId), or another
 * service. commerce-declarations.test.ts holds every handler to it.
 */

/** The services besides the commerce API the fake backend stands in for. */
export type Service =
  | 'identity server'
  | 'CMS content'
  | 'flag service'
  | 'store backend'
  // SAP's assisted service web services: OCC's style at its own root.
  | 'assisted service'
  | 'payment provider'
  | 'media'
  | 'test control'
  | 'faults';

export type Declaration =
  | { kind: 'occ'; operation: OccOperationName }
  | { kind: 'extension'; operationId: string }
  | { kind: 'service'; service: Service };

const declarations = new WeakMap<RequestHandler, Declaration>();

/** A handler declared within a declared group (a service's test control) keeps its own. */
function declare<H extends RequestHandler>(handler: H, declaration: Declaration): H {
  if (!declarations.has(handler)) declarations.set(handler, declaration);
  return handler;
}

/** The handler answers this OCC operation (its path may fix a parameter, as `carts/current`). */
export function occ<H extends RequestHandler>(operation: OccOperationName, handler: H): H {
  return declare(handler, { kind: 'occ', operation });
}

/** The handler answers this operation of the extension API's document. */
export function extension<H extends RequestHandler>(operationId: string, handler: H): H {
  return declare(handler, { kind: 'extension', operationId });
}

/** These handlers answer a service that is not the commerce API. */
export function service<H extends RequestHandler>(name: Service, handlers: readonly H[]): H[] {
  return handlers.map((handler) => declare(handler, { kind: 'service', service: name }));
}

/** What the handler was declared to answer; undefined when it was not. */
export function declarationOf(handler: RequestHandler): Declaration | undefined {
  return declarations.get(handler);
}
