import { assistedServiceRequest, commerceRequest } from '../http/commerce-client';
import { CUSTOMER_SEARCH_LIMIT } from '../../rules/support/assisted-service';
import { EMULATIONS_PATH, EmulatedCustomerSchema } from './assisted-service.schema';
import { toCustomerSearchResult } from './customer-search-converter';
import { OccCustomerSearchPageSchema } from './occ-customer-search.schema';

/**
 * SAP's sort of the customer search by name, as Spartacus asks for it (occ-asm.adapter.ts); the
 * other is `byNameDesc`.
 */
export const CUSTOMER_SEARCH_SORT = 'byNameAsc';

/**
 * Customers by name or email, the first page of at most 20 (the agent's token; SAP's assisted
 * service, assisted-service.schema.ts). No `fields`: Spartacus sends none to this service.
 */
export async function searchCustomers(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    query,
    sort: CUSTOMER_SEARCH_SORT,
    pageSize: String(CUSTOMER_SEARCH_LIMIT),
    currentPage: '0',
  });
  const page = await assistedServiceRequest('/customers/search', params, {
    schema: OccCustomerSearchPageSchema,
    signal,
    // The agent searches as themself, whoever they may be acting for.
    asSignedInUser: true,
  });
  return toCustomerSearchResult(page);
}

/** Starts acting for a customer: the platform remembers the emulation for the agent. */
export function startEmulation(customerId: string) {
  return commerceRequest(EMULATIONS_PATH, {
    method: 'POST',
    body: { customerId },
    schema: EmulatedCustomerSchema,
  });
}

/** Ends the agent's emulation (nothing to end is not an error). */
export function endEmulation() {
  return commerceRequest(`${EMULATIONS_PATH}/current`, { method: 'DELETE' });
}
