import { ASSISTED_SERVICE_PREFIX } from '../../api/support/assisted-service.schema';

/** Where the fake backend answers the commerce API: the gateway, base site in `X-Site-Id`. */
export const COMMERCE_PATH = '/headless/ecommerce/v2';

/** The msw pattern of the commerce API on any origin. */
export const COMMERCE_BASE = `*${COMMERCE_PATH}`;

/** SAP's assisted service web services on any origin: beside OCC, base site as `baseSite` query. */
export const ASSISTED_SERVICE_BASE = `*${ASSISTED_SERVICE_PREFIX}`;
