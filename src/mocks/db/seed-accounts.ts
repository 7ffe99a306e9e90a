/**
 * Seeded organisations, qualified users, Q-global and aimswebPlus accounts (docs/fake-backend.md,
 * "Seeded shoppers"). All names, numbers and emails are invented.
 */
import type { QualificationLevel } from './seed-users';
import type { StoredAddress } from './seed-addresses';

/** Someone who can be named as an order's qualified user and is not a seeded shopper. */
export interface SeedPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  qualificationLevel: QualificationLevel;
}

const person = (
  id: string,
  firstName: string,
  lastName: string,
  email: string,
  qualificationLevel: QualificationLevel,
): SeedPerson => ({ id, firstName, lastName, email, qualificationLevel });

export const SEED_PEOPLE: readonly SeedPerson[] = [
  person('qu-jlee', 'Jordan', 'Lee', 'jlee@riverside.example.org', 'A'),
  person('qu-pnatarajan', 'Priya', 'Natarajan', 'pnatarajan@riverside.example.org', 'ABC'),
  person('qu-ebrooks', 'Ellen', 'Brooks', 'ebrooks@riverside.example.org', 'ABC'),
  person('qu-treyes', 'Tom', 'Reyes', 'treyes@riverside.example.org', 'A'),
  person('qu-ohaddad', 'Omar', 'Haddad', 'ohaddad@lakeside.example.edu', 'AB'),
  person('qu-nbennett', 'Noah', 'Bennett', 'nbennett@northfield.example.org', 'A'),
  person('qu-iwalsh', 'Irene', 'Walsh', 'iwalsh@northfield.example.org', 'ABC'),
  person('qu-gkim', 'Grace', 'Kim', 'gkim@harbor.example.org', 'ABC'),
];

export interface SeedAimswebAccount {
  accountNumber: string;
  name: string;
}

export interface SeedOrganisation {
  id: string;
  name: string;
  /** 4 digits, or a temporary 12-character number (spec section 5). */
  accountNumber: string;
  /** Missing: the account is not valid for ordering (spec section 6). */
  billingAddress?: StoredAddress;
  taxExempt: boolean;
  /** Seeded shoppers who may order for it. */
  members: readonly string[];
  qualifiedUsers: readonly string[];
  /** People of the organisation who are not qualified users yet: "Add qualified user" finds them. */
  otherPeople: readonly string[];
  aimswebAccounts: readonly SeedAimswebAccount[];
}

function billing(
  id: string,
  companyName: string,
  place: Pick<StoredAddress, 'country' | 'region' | 'town' | 'line1' | 'postalCode'>,
): StoredAddress {
  return {
    id,
    firstName: 'Accounts',
    lastName: 'Payable',
    companyName,
    line2: '',
    line3: '',
    ...place,
  };
}

export const SEED_ORGANISATIONS: readonly SeedOrganisation[] = [
  {
    id: 'org-1234',
    name: 'Riverside Unified School District',
    accountNumber: '1234',
    billingAddress: billing('addr-org-1234', 'Riverside Unified School District', {
      country: 'US',
      region: 'CA',
      town: 'Riverside',
      line1: '3380 14th Street',
      postalCode: '92501',
    }),
    taxExempt: true,
    members: ['u-1003', 'u-1006'],
    qualifiedUsers: ['u-1003', 'qu-jlee', 'qu-pnatarajan'],
    otherPeople: ['qu-ebrooks', 'qu-treyes'],
    aimswebAccounts: [
      { accountNumber: 'AW-10001', name: 'Riverside USD aimswebPlus' },
      { accountNumber: 'AW-10002', name: 'Riverside Elementary aimswebPlus' },
    ],
  },
  {
    id: 'org-4321',
    name: 'Riverside Assessment Center',
    accountNumber: '4321',
    billingAddress: billing('addr-org-4321', 'Riverside Assessment Center', {
      country: 'US',
      region: 'CA',
      town: 'Riverside',
      line1: '2150 Magnolia Avenue',
      postalCode: '92506',
    }),
    taxExempt: false,
    members: ['u-1003'],
    qualifiedUsers: ['u-1003', 'qu-pnatarajan'],
    otherPeople: [],
    aimswebAccounts: [],
  },
  {
    id: 'org-5678',
    name: 'Riverside Early Learning Center',
    accountNumber: '5678',
    taxExempt: false,
    members: ['u-1003'],
    qualifiedUsers: ['u-1003'],
    otherPeople: [],
    aimswebAccounts: [],
  },
  {
    id: 'org-2468',
    name: 'Lakeside University Psychology Clinic',
    accountNumber: '2468',
    billingAddress: billing('addr-org-2468', 'Lakeside University Psychology Clinic', {
      country: 'SG',
      region: '',
      town: 'Singapore',
      line1: '21 Lower Kent Ridge Road',
      postalCode: '119077',
    }),
    taxExempt: false,
    members: ['u-1004'],
    qualifiedUsers: ['u-1004', 'qu-ohaddad'],
    otherPeople: [],
    aimswebAccounts: [{ accountNumber: 'AW-20001', name: 'Lakeside Clinic aimswebPlus' }],
  },
  {
    // Nobody's account: reached with "Account not listed".
    id: 'org-3690',
    name: "Northfield Children's Hospital",
    accountNumber: '3690',
    billingAddress: billing('addr-org-3690', "Northfield Children's Hospital", {
      country: 'US',
      region: 'MN',
      town: 'Minneapolis',
      line1: '800 Northfield Road',
      postalCode: '55401',
    }),
    taxExempt: true,
    members: [],
    // Only a level A user: an order with B or C products finds nobody qualified until Irene Walsh
    // is added by email.
    qualifiedUsers: ['qu-nbennett'],
    otherPeople: ['qu-iwalsh'],
    aimswebAccounts: [],
  },
  {
    // A temporary account number (12 characters), reached with "Account not listed".
    id: 'org-harbor',
    name: 'Harbor Speech Therapy Group',
    accountNumber: 'TMPHARBOR001',
    billingAddress: billing('addr-org-harbor', 'Harbor Speech Therapy Group', {
      country: 'US',
      region: 'WA',
      town: 'Seattle',
      line1: '42 Harbor Boulevard',
      postalCode: '98101',
    }),
    taxExempt: false,
    members: [],
    qualifiedUsers: ['qu-gkim'],
    otherPeople: [],
    aimswebAccounts: [],
  },
];

/** A Q-global account, linked to one customer account; its owner may transfer it (spec 6). */
export interface SeedQglobalAccount {
  accountNumber: string;
  name: string;
  customerAccountId: string;
  ownerId: string;
}

export const SEED_QGLOBAL_ACCOUNTS: readonly SeedQglobalAccount[] = [
  {
    accountNumber: 'QG-100234',
    name: 'Whitfield Practice Q-global',
    customerAccountId: 'personal-u-1001',
    ownerId: 'u-1001',
  },
  // Maria owns it: she may transfer it to another user of the district.
  {
    accountNumber: 'QG-200481',
    name: 'Riverside USD Q-global',
    customerAccountId: 'org-1234',
    ownerId: 'u-1003',
  },
  // Priya owns it: Maria sees its owner, and no transfer.
  {
    accountNumber: 'QG-204321',
    name: 'Riverside Assessment Center Q-global',
    customerAccountId: 'org-4321',
    ownerId: 'qu-pnatarajan',
  },
  // Found by lookup but not in Maria's profile: she may add it.
  {
    accountNumber: 'QG-700100',
    name: 'Riverside Psychology Services Q-global',
    customerAccountId: 'org-1234',
    ownerId: 'qu-pnatarajan',
  },
  // Owned by an organisation nobody is a member of: no access.
  {
    accountNumber: 'QG-555001',
    name: 'Northfield Hospital Q-global',
    customerAccountId: 'org-3690',
    ownerId: 'qu-nbennett',
  },
  {
    accountNumber: 'QG-300300',
    name: 'Lakeside Clinic Q-global',
    customerAccountId: 'org-2468',
    ownerId: 'u-1004',
  },
];

export const SEED_QGLOBAL_PROFILES: Readonly<Record<string, readonly string[]>> = {
  'u-1001': ['QG-100234'],
  'u-1003': ['QG-200481', 'QG-204321'],
  'u-1004': ['QG-300300'],
};
