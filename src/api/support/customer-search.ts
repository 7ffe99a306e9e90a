import { assistedServiceRequest } from '../http/commerce-client';
import { CUSTOMER_SEARCH_LIMIT } from '../../rules/support/assisted-service';
import { toCustomerSearchResult } from './customer-search-converter';
import { OccCustomerSearchPageSchema } from './occ-customer-search.schema';

// The support sign-in's search, apart from the emulation calls every page's session may need.

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
