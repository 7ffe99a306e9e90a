import * as v from 'valibot';

/**
 * Customer service ordering on behalf of a customer (modelled on SAP OCC's assisted service
 * module), all with the agent's own bearer token:
 *
 *   GET    …/assisted-service/customers?query=…             → CustomerSearchResult
 *   POST   …/assisted-service/emulations  {customerId}      → EmulatedCustomer (201)
 *   DELETE …/assisted-service/emulations/current            → 204
 *
 * (`…` is the commerce prefix: commerce-client.ts.)
 *
 * While an emulation lasts, every commerce call carries the customer's id in the
 * `sap-commerce-cloud-user-id` header (src/rules/support/assisted-service.ts) and acts on that
 * customer's resources; an order placed so records the agent as `placedBy`. 401 without a valid
 * token; 403 `ForbiddenError` for a customer's token (customers never emulate) or a header naming
 * a customer the agent is not emulating (reason `notEmulating`: never started, ended elsewhere,
 * or lapsed after 15 minutes unused; the page then forgets it, see commerce-client.ts); 400
 * `InvalidQueryError` for a search text out of bounds; 404 `UnknownCustomerError` for a customer
 * id nobody has.
 */
export const CustomerSummarySchema = v.object({
  customerId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
});
export type CustomerSummary = v.InferOutput<typeof CustomerSummarySchema>;

export const CustomerSearchResultSchema = v.object({
  /** At most CUSTOMER_SEARCH_LIMIT, by last then first name. */
  customers: v.array(CustomerSummarySchema),
  /** How many matched in all (more than `customers` when the cap cut the list). */
  totalResults: v.number(),
});
export type CustomerSearchResult = v.InferOutput<typeof CustomerSearchResultSchema>;

export const EmulatedCustomerSchema = CustomerSummarySchema;

/** The reason of the 403 for a call naming a customer the agent no longer acts for. */
export const NOT_EMULATING = 'notEmulating';

export const ASSISTED_SERVICE_PATH = '/assisted-service';
