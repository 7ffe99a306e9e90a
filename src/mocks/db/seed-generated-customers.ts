import type { SeedUser } from './seed-users';

/**
 * Generated customers for the customer service search (docs/fake-backend.md, seeds): enough of them that a
 * search for "example" meets the 20-result cap. They can sign in (password `Customer!2026`) and
 * be emulated, but own nothing: no account, address or order is seeded for them.
 */
const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Harper',
  'Jordan',
  'Kendall',
  'Logan',
  'Morgan',
  'Noel',
];
const LAST_NAMES = ['Brooks', 'Carter'];

export const GENERATED_CUSTOMERS: readonly SeedUser[] = LAST_NAMES.flatMap((lastName, row) =>
  FIRST_NAMES.map((firstName, column) => {
    const number = String(row * FIRST_NAMES.length + column + 1).padStart(2, '0');
    return {
      id: `u-2${number.padStart(3, '0')}`,
      username: `customer${number}@example.com`,
      password: 'Customer!2026',
      firstName,
      lastName,
      email: `customer${number}@example.com`,
      accountType: 'PERSONAL',
      qualificationLevel: 'A',
      registrationCountryIso: 'US',
      homeLocale: 'en-us',
      customerService: false,
    } satisfies SeedUser;
  }),
);
