import type { CustomerSearchResult, CustomerSummary } from './assisted-service.schema';
import type { OccCustomer, OccCustomerSearchPage } from './occ-customer-search.schema';

/** OCC's customer search page to ours; the id is `customerId` when it comes, else the uid. */

/** Without first and last names, the full name stands whole as the first. */
function namesOf(occ: OccCustomer): Pick<CustomerSummary, 'firstName' | 'lastName'> {
  if (occ.firstName === undefined && occ.lastName === undefined) {
    return { firstName: occ.name?.trim() ?? '', lastName: '' };
  }
  return { firstName: occ.firstName?.trim() ?? '', lastName: occ.lastName?.trim() ?? '' };
}

export function toCustomerSummary(occ: OccCustomer): CustomerSummary {
  return {
    customerId: occ.customerId || occ.uid,
    ...namesOf(occ),
    email: occ.displayUid || occ.uid,
  };
}

/** Without paging metadata, what came is all there is. */
export function toCustomerSearchResult(occ: OccCustomerSearchPage): CustomerSearchResult {
  const customers = occ.entries.map(toCustomerSummary);
  const total = occ.pagination?.totalResults ?? customers.length;
  return { customers, totalResults: Math.max(total, customers.length) };
}
