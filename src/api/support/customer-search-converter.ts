import type { CustomerSearchResult, CustomerSummary } from './assisted-service.schema';
import type { OccCustomer, OccCustomerSearchPage } from './occ-customer-search.schema';

/**
 * OCC's customer search page to ours. The customer is named by OCC's `customerId` when it comes
 * (Spartacus emulates with it), else by the uid (SAP's user matching takes either); the email is
 * the uid as written (`displayUid`), else the uid.
 */

/** First and last name; without them, the full name stands whole as the first. */
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
