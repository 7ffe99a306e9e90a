import { getResponse, http, type RequestHandler } from 'msw';
import { COMMERCE_PATH } from './commerce-base';

const OCC_PATH = '/occ/v2/';

/**
 * An OCC-addressed request (`…/occ/v2/{baseSiteId}/…`) as the gateway's: the base site moved from
 * the path to the `X-Site-Id` header. Undefined for any other request.
 */
function asGatewayRequest(request: Request, body?: ArrayBuffer): Request | undefined {
  const url = new URL(request.url);
  const at = url.pathname.indexOf(OCC_PATH);
  if (at < 0) return undefined;
  const rest = url.pathname.slice(at + OCC_PATH.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return undefined;
  url.pathname = `${url.pathname.slice(0, at)}${COMMERCE_PATH}${rest.slice(slash)}`;
  const headers = new Headers(request.headers);
  headers.set('X-Site-Id', rest.slice(0, slash));
  return new Request(url, { method: request.method, headers, ...(body ? { body } : {}) });
}

/**
 * SAP Commerce's own addressing, `{apiBase}/occ/v2/{baseSiteId}/…`: the gateway's call with the
 * base site in the path instead of the header, answered by the same handlers.
 */
export function occAddressingHandler(commerceHandlers: RequestHandler[]) {
  const answered = async ({ request }: { request: Request }) => {
    const forwarded = asGatewayRequest(request);
    if (!forwarded) return false;
    for (const handler of commerceHandlers) {
      if (await handler.test({ request: forwarded })) return true;
    }
    return false;
  };
  return http.all(answered, async ({ request }) => {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = asGatewayRequest(request, hasBody ? await request.arrayBuffer() : undefined);
    return forwarded ? getResponse(commerceHandlers, forwarded) : undefined;
  });
}
