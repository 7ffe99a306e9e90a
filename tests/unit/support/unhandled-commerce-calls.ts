import { isCommercePath } from '../../../src/mocks/handlers';

/**
 * The commerce calls no handler of the fake backend answered during the current test. msw refuses
 * them (its fetch fails), but a widget that copes with a failed call would let the test pass: the
 * setup fails the test for them instead (tests/unit/setup.ts).
 */
let unhandled: string[] = [];

/** msw's `onUnhandledRequest`: a commerce call is noted, then every unknown request refused. */
export function refuseUnhandled(request: Request, print: { error: () => void }): void {
  const url = new URL(request.url);
  if (isCommercePath(url.pathname))
    unhandled.push(`${request.method} ${url.pathname}${url.search}`);
  print.error();
}

/** The commerce calls no handler answered since the last take. */
export function takeUnhandledCommerceCalls(): string[] {
  const taken = unhandled;
  unhandled = [];
  return taken;
}
