import * as v from 'valibot';

/**
 * Customer service ordering on behalf of a customer, all with the agent's own bearer token:
 *
 *   GET    {apiBase}/assistedservicewebservices/customers/search?baseSite=&query=&sort=&pageSize=
 *          &currentPage=                                   → OCC's CustomerSearchPage (SAP's ASM)
 *   POST   …/assisted-service/emulations  {customerId}      → EmulatedCustomer (201, extension)
 *   DELETE …/assisted-service/emulations/current            → 204 (extension)
 *
 * (`…` is the commerce prefix: commerce-client.ts. The search is SAP's assisted service web
 * services, beside OCC and outside its base site: the base site is a query parameter.)
 *
 * While an emulation lasts, every commerce call carries the customer's id in the
 * `sap-commerce-cloud-user-id` header (src/rules/support/assisted-service.ts) and acts on that
 * customer's resources; an order placed so records the agent as `placedBy`. 401 without a valid
 * token; 403 `ForbiddenError` for a customer's token (customers never search nor emulate) or a
 * header naming a customer the agent is not emulating (reason `notEmulating`: never started,
 * ended elsewhere, or lapsed unused; the page then forgets it, see
 * commerce-client.ts); 404 `UnknownCustomerError` for a customer id nobody has.
 */

/** One customer found: what the agent sees and starts a session with. */
export const CustomerSummarySchema = v.object({
  customerId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
});
export type CustomerSummary = v.InferOutput<typeof CustomerSummarySchema>;

/** A search's first page, converted from OCC's (customer-search-converter.ts). */
export interface CustomerSearchResult {
  /** At most CUSTOMER_SEARCH_LIMIT, by name. */
  customers: CustomerSummary[];
  /** How many matched in all (more than `customers` when the page cut the list). */
  totalResults: number;
}

export const EmulatedCustomerSchema = CustomerSummarySchema;

/** The reason of the 403 for a call naming a customer the agent no longer acts for. */
export const NOT_EMULATING = 'notEmulating';

/** The store's emulation calls, under the commerce prefix. */
export const EMULATIONS_PATH = '/assisted-service/emulations';

/**
 * Where SAP's assisted service web services live under `apiBase` (Spartacus: `asmCustomerSearch`,
 * `/assistedservicewebservices/customers/search`, built without OCC's prefix nor base site).
 */
export const ASSISTED_SERVICE_PREFIX = '/assistedservicewebservices';
