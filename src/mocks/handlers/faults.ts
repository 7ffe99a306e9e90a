import { delay, http, HttpResponse } from 'msw';
import { holdRequest, peekFault, takeFault } from '../control/faults';
import { service } from './commerce-declarations';

/**
 * A request a fault is registered for (test control calls never are). Only those match: a
 * handler that matches every request and answers nothing makes msw pass an unknown request
 * through silently, where `onUnhandledRequest` should refuse it.
 */
function faulted({ request }: { request: Request }): boolean {
  const { pathname } = new URL(request.url);
  return !pathname.startsWith('/__mock/') && peekFault(request.method, pathname) !== undefined;
}

/**
 * First handler of all: applies a registered fault, or falls through (returns nothing) to the
 * real handler. Over real HTTP the demo server handles `network` itself by dropping the socket.
 */
export const faultHandlers = service('faults', [
  http.all(faulted, async ({ request }) => {
    const url = new URL(request.url);
    const mode = takeFault(request.method, url.pathname);
    switch (mode) {
      case undefined:
        return undefined;
      case '500':
        return HttpResponse.json(
          { errors: [{ type: 'ServerError', message: 'Injected failure' }] },
          { status: 500 },
        );
      case 'malformed':
        return new HttpResponse('{"menus": [ this is not JSON', {
          headers: { 'Content-Type': 'application/json' },
        });
      case 'timeout':
        await delay('infinite');
        return undefined;
      case 'network':
        return HttpResponse.error();
      case 'hold':
        // Then on to the handler that answers it, as if it had just arrived.
        await holdRequest();
        return undefined;
      case 'lost':
        // In process there is no connection to drop after the answer: the request goes through.
        return undefined;
    }
  }),
]);
