import { getCore } from '../../core/core';
import { commerceRequestAt } from '../http/commerce-client';
import { ASSISTED_SERVICE_PREFIX } from './assisted-service.schema';
import { CUSTOMER_SEARCH_LIMIT } from '../../rules/support/assisted-service';
import { toCustomerSearchResult } from './customer-search-converter';
import { OccCustomerSearchPageSchema } from './occ-customer-search.schema';

// The support sign-in's search, apart from the emulation calls every page's session may need.

/**
 * SAP's assisted service web services are beside OCC under the same `apiBase`, outside its base
 * site, which goes in the `baseSite` query parameter instead (as Spartacus' occ-asm.adapter.ts).
 */
function assistedServiceUrl(path: string, query: URLSearchParams): string {
  const { config, store } = getCore();
  const params = new URLSearchParams({ baseSite: store.site.baseSite });
  for (const [name, value] of query) params.append(name, value);
  return `${config.apiBase}${ASSISTED_SERVICE_PREFIX}${path}?${params}`;
}

/**
 * SAP's sort of the customer search by name, as Spartacus asks for it (occ-asm.adapter.ts); the
 * other is `byNameDesc`.
 */
export const CUSTOMER_SEARCH_SORT = 'byNameAsc';

/**
 * Customers by name or email, the first page of at most CUSTOMER_SEARCH_LIMIT (the agent's token; SAP's assisted
 * service, assisted-service.schema.ts). No `fields`: Spartacus sends none to this service.
 */
export async function searchCustomers(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    query,
    sort: CUSTOMER_SEARCH_SORT,
    pageSize: String(CUSTOMER_SEARCH_LIMIT),
    currentPage: '0',
  });
  const page = await commerceRequestAt(assistedServiceUrl('/customers/search', params), {
    schema: OccCustomerSearchPageSchema,
    signal,
    // The agent searches as themself, whoever they may be acting for.
    asSignedInUser: true,
  });
  return toCustomerSearchResult(page);
}
