/**
 * The demo host's answer to a commerce call no handler of the fake backend answered: one that is
 * neither an OCC operation nor a declared extension. SAP Commerce's 404 for a path it has no
 * resource for, and a line on the server's console, so the e2e test that made it fails and the
 * log says why.
 *
 * @param {{ isCommercePath: (path: string) => boolean, unknownResourceBody: (path: string) => unknown }} mocks
 * @param {(line: string) => void} log
 * @returns {import('express').RequestHandler}
 */
export function refuseUnknownCommerceCalls(mocks, log = console.error) {
  return (req, res, next) => {
    if (!mocks.isCommercePath(req.path)) {
      next();
      return;
    }
    log(`Fake backend: no commerce handler answers ${req.method} ${req.originalUrl}`);
    res.status(404).json(mocks.unknownResourceBody(req.path));
  };
}
