import { isCommercePath } from '../mocks/handlers';

/**
 * The commerce calls no handler of the fake backend answered during the current test. msw refuses
 * them (its fetch fails), but a widget that copes with a failed call would let the test pass: the
 * setup fails the test for them instead (setup.ts).
 */
let unhandled: string[] = [];

/**
 * msw's `onUnhandledRequest`: a commerce call is noted and refused; so is any other unknown
 * request, except one to a server the test started itself (a loopback address with its port, as
 * cdn-files.test.ts does), which is no call of the fake backend.
 */
export function refuseUnhandled(request: Request, print: { error: () => void }): void {
  const url = new URL(request.url);
  if (isCommercePath(url.pathname)) {
    unhandled.push(`${request.method} ${url.pathname}${url.search}`);
  } else if (url.hostname === 'localhost' && url.port !== '') {
    return;
  }
  print.error();
}

/** The commerce calls no handler answered since the last take. */
export function takeUnhandledCommerceCalls(): string[] {
  const taken = unhandled;
  unhandled = [];
  return taken;
}
