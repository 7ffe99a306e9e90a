import type { SeedUser } from './seed-users';
import { occUser } from './occ-user';

/**
 * SAP's assisted service customer search page as it writes it (Spartacus' CustomerSearchPage:
 * `entries` of UserWsDTO, `pagination`, `sorts`). The sorts are by the customer's name.
 */

export const CUSTOMER_SORTS = ['byNameAsc', 'byNameDesc'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export function isCustomerSort(code: string | null): code is CustomerSort {
  return CUSTOMER_SORTS.some((sort) => sort === code);
}

export interface CustomerPageRequest {
  sort: CustomerSort;
  pageSize: number;
  /** From 0. */
  currentPage: number;
}

/** Accents and case do not matter: "alvarez" finds Álvarez, and sorts with it. */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const fullName = (user: SeedUser) => folded(`${user.firstName} ${user.lastName}`);

export function occCustomerSearchPage(matches: SeedUser[], page: CustomerPageRequest) {
  const ascending = matches.toSorted((a, b) => fullName(a).localeCompare(fullName(b)));
  const sorted = page.sort === 'byNameDesc' ? ascending.toReversed() : ascending;
  const start = page.currentPage * page.pageSize;
  return {
    entries: sorted.slice(start, start + page.pageSize).map(occUser),
    pagination: {
      currentPage: page.currentPage,
      pageSize: page.pageSize,
      totalPages: Math.ceil(matches.length / page.pageSize),
      totalResults: matches.length,
      sort: page.sort,
    },
    sorts: CUSTOMER_SORTS.map((code) => ({ code, selected: code === page.sort })),
  };
}
