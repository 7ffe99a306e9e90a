import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { server } from '../mocks/node';

/**
 * The next such request reaches the fake platform, which makes the change, and its answer is lost
 * (the connection drops): what a retry must survive now that nothing is replayed.
 */
export function loseNextAnswer(
  method: 'post' | 'put' | 'delete',
  path: string,
  handlers: RequestHandler[],
): void {
  server.use(
    http[method](
      path,
      async ({ request }) => {
        await getResponse(handlers, request.clone());
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}
