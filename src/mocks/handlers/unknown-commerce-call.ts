import { COMMERCE_PATH } from './commerce-base';

/**
 * A commerce call no handler answers is a bug of its caller: vitest refuses it, the demo host
 * answers it as SAP Commerce does and logs it.
 */

const GATEWAY = new RegExp(`${COMMERCE_PATH.replaceAll('/', '\\/')}(?:\\/|$)`);
const OCC_ADDRESSED = /\/occ\/v2\/[^/]+(?:\/|$)/;

/** The path is under the commerce prefix: the gateway's, or OCC's `/occ/v2/{baseSiteId}`. */
export function isCommercePath(pathname: string): boolean {
  return GATEWAY.test(pathname) || OCC_ADDRESSED.test(pathname);
}

/** The path is OCC-addressed (`/occ/v2/{baseSiteId}/…`). */
export function isOccAddressed(pathname: string): boolean {
  return OCC_ADDRESSED.test(pathname);
}

/** SAP Commerce's 404 for a path it has no resource for (commercewebservices' error404.jsp). */
export function unknownResourceBody(pathname: string) {
  return {
    errors: [
      { type: 'UnknownResourceError', message: `There is no resource for path ${pathname}` },
    ],
  };
}
