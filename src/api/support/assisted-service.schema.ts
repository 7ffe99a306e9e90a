import * as v from 'valibot';

// Customer service acting for a customer with the agent's own token: SAP's customer search, and
// the store's emulation, during which commerce calls name the customer in a header.

export const CustomerSummarySchema = v.object({
  customerId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
});
export type CustomerSummary = v.InferOutput<typeof CustomerSummarySchema>;

/** A search's first page. */
export interface CustomerSearchResult {
  /** At most CUSTOMER_SEARCH_LIMIT, sorted by name. */
  customers: CustomerSummary[];
  totalResults: number;
}

export const EmulatedCustomerSchema = CustomerSummarySchema;

/** The 403's reason for a customer the agent no longer acts for; the page then forgets it. */
export const NOT_EMULATING = 'notEmulating';

export const EMULATIONS_PATH = '/assisted-service/emulations';

/** Under `apiBase`, beside OCC: no OCC prefix nor base site in the path. */
export const ASSISTED_SERVICE_PREFIX = '/assistedservicewebservices';
