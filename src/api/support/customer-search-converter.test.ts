import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toCustomerSearchResult } from './customer-search-converter';
import { OccCustomerSearchPageSchema } from './occ-customer-search.schema';

const read = (occ: unknown) => toCustomerSearchResult(v.parse(OccCustomerSearchPageSchema, occ));

const SAM = {
  uid: 'teacher@example.com',
  customerId: 'u-1002',
  displayUid: 'Teacher@Example.com',
  name: 'Sam Okafor',
  firstName: 'Sam',
  lastName: 'Okafor',
};

const pagination = (totalResults: number) => ({
  currentPage: 0,
  pageSize: 20,
  totalPages: Math.ceil(totalResults / 20),
  totalResults,
  sort: 'byNameAsc',
});

describe("OCC's customer search page to ours", () => {
  it('reads each user: the customer id, the names, the email as written; the total', () => {
    const page = {
      entries: [SAM],
      pagination: pagination(31),
      sorts: [{ code: 'byNameAsc', selected: true }],
    };
    expect(read(page)).toEqual({
      customers: [
        {
          customerId: 'u-1002',
          firstName: 'Sam',
          lastName: 'Okafor',
          email: 'Teacher@Example.com',
        },
      ],
      totalResults: 31,
    });
  });

  it('falls back on the uid for a customer id or an email left out', () => {
    const bare = { uid: SAM.uid, name: SAM.name, firstName: SAM.firstName, lastName: SAM.lastName };
    expect(read({ entries: [bare], pagination: pagination(1) }).customers[0]).toEqual({
      customerId: 'teacher@example.com',
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'teacher@example.com',
    });
    expect(
      read({ entries: [{ ...SAM, customerId: '', displayUid: '' }] }).customers[0],
    ).toMatchObject({ customerId: 'teacher@example.com', email: 'teacher@example.com' });
  });

  it('names a customer by the full name when the first and last are left out', () => {
    const onlyName = { uid: SAM.uid, name: ' Sam Okafor ' };
    expect(read({ entries: [onlyName] }).customers[0]).toMatchObject({
      firstName: 'Sam Okafor',
      lastName: '',
    });
    expect(read({ entries: [{ uid: SAM.uid }] }).customers[0]).toMatchObject({
      firstName: '',
      lastName: '',
    });
    expect(read({ entries: [{ uid: SAM.uid, lastName: 'Okafor' }] }).customers[0]).toMatchObject({
      firstName: '',
      lastName: 'Okafor',
    });
  });

  it('no match: no list, or no paging metadata, is an empty search', () => {
    expect(read({ pagination: pagination(0) })).toEqual({ customers: [], totalResults: 0 });
    expect(read({})).toEqual({ customers: [], totalResults: 0 });
    // A total below what came is not believed.
    expect(read({ entries: [SAM], pagination: pagination(0) }).totalResults).toBe(1);
  });

  it('refuses a user without a uid', () => {
    expect(() => read({ entries: [{ name: 'Sam Okafor' }] })).toThrow();
  });
});
