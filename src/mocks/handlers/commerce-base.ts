/**
 * Where the fake backend answers the commerce API: the spec's gateway, the base site in the
 * `X-Site-Id` header. OCC's own addressing (`/occ/v2/{baseSiteId}/…`) reaches the same handlers
 * through occ-addressing.ts.
 */
export const COMMERCE_PATH = '/headless/ecommerce/v2';

/** The msw pattern of the commerce API on any origin. */
export const COMMERCE_BASE = `*${COMMERCE_PATH}`;
