/**
 * The seeded invoices: the district's organisations' (enough for a second page) and one of the
 * university's clinic the district never sees. Dates are days from today, so states hold.
 */
export interface SeedInvoice {
  number: string;
  /** The organisation's account id (SEED_ORGANISATIONS). */
  accountId: string;
  issuedDaysAgo: number;
  /** Days from issue to due date. */
  termDays: number;
  total: number;
  currency: string;
  orderCode?: string;
  paid?: { brand: string; last4: string; daysAgo: number };
}

const net30 = 30;

export const SEED_INVOICES: readonly SeedInvoice[] = [
  {
    number: 'INV100201',
    accountId: 'org-1234',
    issuedDaysAgo: 10,
    termDays: net30,
    total: 1245.6,
    currency: 'USD',
  },
  {
    number: 'INV100202',
    accountId: 'org-1234',
    issuedDaysAgo: 45,
    termDays: net30,
    total: 389,
    currency: 'USD',
  },
  {
    number: 'INV100203',
    accountId: 'org-1234',
    issuedDaysAgo: 60,
    termDays: net30,
    total: 742.5,
    currency: 'USD',
    paid: { brand: 'visa', last4: '4242', daysAgo: 40 },
  },
  {
    number: 'INV100204',
    accountId: 'org-4321',
    issuedDaysAgo: 5,
    termDays: net30,
    total: 512.25,
    currency: 'USD',
  },
  {
    number: 'INV100205',
    accountId: 'org-4321',
    issuedDaysAgo: 50,
    termDays: net30,
    total: 96.8,
    currency: 'USD',
  },
  {
    number: 'INV100206',
    accountId: 'org-4321',
    issuedDaysAgo: 70,
    termDays: net30,
    total: 1980,
    currency: 'USD',
    paid: { brand: 'mastercard', last4: '4444', daysAgo: 55 },
  },
  {
    number: 'INV100207',
    accountId: 'org-1234',
    issuedDaysAgo: 2,
    termDays: 60,
    total: 3120.4,
    currency: 'USD',
  },
  {
    number: 'INV100208',
    accountId: 'org-1234',
    issuedDaysAgo: 90,
    termDays: net30,
    total: 215,
    currency: 'USD',
    paid: { brand: 'visa', last4: '4242', daysAgo: 80 },
  },
  {
    number: 'INV100209',
    accountId: 'org-1234',
    issuedDaysAgo: 120,
    termDays: net30,
    total: 64.95,
    currency: 'USD',
    paid: { brand: 'amex', last4: '0005', daysAgo: 100 },
  },
  {
    number: 'INV100210',
    accountId: 'org-4321',
    issuedDaysAgo: 150,
    termDays: net30,
    total: 850,
    currency: 'USD',
    paid: { brand: 'visa', last4: '4242', daysAgo: 130 },
  },
  {
    number: 'INV100211',
    accountId: 'org-1234',
    issuedDaysAgo: 180,
    termDays: net30,
    total: 129.99,
    currency: 'USD',
    paid: { brand: 'visa', last4: '4242', daysAgo: 160 },
  },
  {
    number: 'INV100212',
    accountId: 'org-1234',
    issuedDaysAgo: 210,
    termDays: net30,
    total: 455.1,
    currency: 'USD',
    paid: { brand: 'mastercard', last4: '4444', daysAgo: 190 },
  },
  {
    number: 'INV100301',
    accountId: 'org-2468',
    issuedDaysAgo: 12,
    termDays: net30,
    total: 880,
    currency: 'SGD',
  },
];
