import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { COMMERCE_PATH } from './commerce-base';

const OCC_PATH = '/occ/v2/';

/**
 * SAP Commerce's own addressing, `{apiBase}/occ/v2/{baseSiteId}/…`: the same call as the
 * gateway's `/headless/ecommerce/v2/…` with the base site in the path instead of the header, so
 * the one set of commerce handlers answers both (the `commercePath` setting chooses).
 */
export function occAddressingHandler(commerceHandlers: RequestHandler[]) {
  return http.all(`*${OCC_PATH}:baseSiteId/*`, async ({ request, params }) => {
    const url = new URL(request.url);
    const at = url.pathname.indexOf(OCC_PATH);
    const rest = url.pathname.slice(at + OCC_PATH.length);
    const slash = rest.indexOf('/');
    url.pathname = `${url.pathname.slice(0, at)}${COMMERCE_PATH}${rest.slice(slash)}`;
    const headers = new Headers(request.headers);
    headers.set('X-Site-Id', String(params.baseSiteId));
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = new Request(url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: await request.arrayBuffer() } : {}),
    });
    return (
      (await getResponse(commerceHandlers, forwarded)) ??
      HttpResponse.json(
        { errors: [{ type: 'UnknownResourceError', message: `No resource ${url.pathname}` }] },
        { status: 404 },
      )
    );
  });
}
