import { ASSISTED_SERVICE_PREFIX } from '../../api/support/assisted-service.schema';

/**
 * Where the fake backend answers the commerce API: the spec's gateway, the base site in the
 * `X-Site-Id` header. OCC's own addressing (`/occ/v2/{baseSiteId}/…`) reaches the same handlers
 * through occ-addressing.ts.
 */
export const COMMERCE_PATH = '/headless/ecommerce/v2';

/** The msw pattern of the commerce API on any origin. */
export const COMMERCE_BASE = `*${COMMERCE_PATH}`;

/**
 * The msw pattern of SAP's assisted service web services on any origin: beside OCC, the base site
 * in a `baseSite` query parameter (the client's prefix, written once).
 */
export const ASSISTED_SERVICE_BASE = `*${ASSISTED_SERVICE_PREFIX}`;
