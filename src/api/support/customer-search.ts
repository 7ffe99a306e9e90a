import { getCore } from '../../core/core';
import { commerceRequestAt } from '../http/commerce-client';
import { ASSISTED_SERVICE_PREFIX } from './assisted-service.schema';
import { CUSTOMER_SEARCH_LIMIT } from '../../rules/support/assisted-service';
import { toCustomerSearchResult } from './customer-search-converter';
import { OccCustomerSearchPageSchema } from './occ-customer-search.schema';

// Apart from the emulation calls, which every page's session may need.

/** Beside OCC, outside its base site, which goes in the `baseSite` query parameter. */
function assistedServiceUrl(path: string, query: URLSearchParams): string {
  const { config, store } = getCore();
  const params = new URLSearchParams({ baseSite: store.site.baseSite });
  for (const [name, value] of query) params.append(name, value);
  return `${config.apiBase}${ASSISTED_SERVICE_PREFIX}${path}?${params}`;
}

export const CUSTOMER_SEARCH_SORT = 'byNameAsc';

/** Customers by name or email; no `fields`, as Spartacus sends none to this service. */
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
    asSignedInUser: true,
  });
  return toCustomerSearchResult(page);
}
