import { CART_ERRORS } from '../cart/cart.schema';
import type { CommerceErrorCode } from '../http/occ-errors';
import { NOT_EMULATING } from '../support/assisted-service.schema';
import { errors, pick, type Access, type ErrorTable } from './extension-call';

/** The refusals every extension call of a kind shares; the builder adds them to each call's own. */

/** Every call: an unknown base site (`X-Site-Id`, or `{baseSiteId}` in OCC's path). */
const BASE_SITE: ErrorTable = { 400: pick(CART_ERRORS, 'unknownBaseSite') };

/** A call with a JSON body: a body that is not JSON, or not what the call takes. */
const BODY: ErrorTable = { 400: pick(CART_ERRORS, 'invalidBody') };

/** A customer service member's call naming a customer they no longer act for. */
const notEmulating = { type: 'ForbiddenError', reason: NOT_EMULATING } as const;

/** `users/{userId}/…`: no or an expired bearer; another shopper's id; a lapsed emulation. */
const SHOPPER: ErrorTable = {
  401: pick(CART_ERRORS, 'invalidToken'),
  403: { ...pick(CART_ERRORS, 'forbidden'), notEmulating },
};

/** The assisted service's refusals; the client itself reads only `notEmulating`. */
export const ASSISTED_SERVICE_ERRORS = {
  invalidToken: CART_ERRORS.invalidToken,
  forbidden: CART_ERRORS.forbidden,
  unknownCustomer: { type: 'UnknownCustomerError', reason: 'notFound' },
} as const satisfies Record<string, CommerceErrorCode>;

const AGENT: ErrorTable = {
  401: pick(ASSISTED_SERVICE_ERRORS, 'invalidToken'),
  403: pick(ASSISTED_SERVICE_ERRORS, 'forbidden'),
};

const BY_ACCESS: Readonly<Record<Access, ErrorTable>> = {
  shopper: SHOPPER,
  agent: AGENT,
  anyone: {},
  invoiceAccess: {},
};

export function callErrors(access: Access, hasBody: boolean, own: ErrorTable): ErrorTable {
  return errors(BASE_SITE, hasBody ? BODY : {}, BY_ACCESS[access], own);
}
