import type { SeedUser } from './seed-users';

/**
 * Generated customers, enough for the customer service search to meet its result cap
 * (docs/fake-backend.md). They can sign in and be emulated but own nothing.
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
