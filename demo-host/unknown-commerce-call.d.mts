import type { RequestHandler } from 'express';

/** SAP's 404 and a console line for a commerce call no handler answered (unknown-commerce-call.mjs). */
export function refuseUnknownCommerceCalls(
  mocks: {
    isCommercePath: (path: string) => boolean;
    unknownResourceBody: (path: string) => unknown;
  },
  log?: (line: string) => void,
): RequestHandler;
