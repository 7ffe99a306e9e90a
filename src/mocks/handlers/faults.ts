import { delay, http, HttpResponse } from 'msw';
import { holdRequest, takeFault } from '../faults';

/**
 * First handler of all: applies a registered fault, or falls through (returns nothing) to the
 * real handler. Over real HTTP the demo server handles `network` itself by dropping the socket.
 */
export const faultHandlers = [
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/__mock/')) return undefined;
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
];
