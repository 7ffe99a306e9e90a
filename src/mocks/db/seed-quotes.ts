/**
 * Seeded quotes, dated relative to today so their states hold whatever day the tests run
 * (docs/fake-backend.md, "Quotes on the fake backend"). Early expiries are written out: the
 * conditions of their creation day are not today's.
 */
import type { EarlyExpiry } from '../../api/quotes/quote.schema';
import type { SeedCartLine } from './seed-carts';

export interface SeedQuote {
  ownerId: string;
  accountId: string;
  /** An address of the owner's book: delivery and billing. */
  addressId: string;
  deliveryModeCode: string;
  createdDaysAgo: number;
  lines: readonly SeedCartLine[];
  /** An order was placed from it (before the fake backend's time: no order code). */
  ordered?: boolean;
  early?: { reason: EarlyExpiry['reason']; afterDays: number };
}

const DANA = {
  ownerId: 'u-1001',
  accountId: 'personal-u-1001',
  addressId: 'addr-1001-home',
  deliveryModeCode: 'ground',
} as const;
const MARIA = {
  ownerId: 'u-1003',
  accountId: 'org-1234',
  addressId: 'addr-1003-district',
  deliveryModeCode: 'ground',
} as const;

const PPVT_FORMS = '0158241926';
const PPVT_MANUAL = '0158241934';
const VMI_BOOKLETS = '0158256419';
const CELF_MANUAL = '0158036653';
const WISC_MANUAL = '0158979817';
/** An online training (seed-products.ts): a quote with it cannot be ordered online. */
const WISC_TRAINING = 'A103000310010';

export const SEED_QUOTES: readonly SeedQuote[] = [
  {
    ...DANA,
    createdDaysAgo: 120,
    lines: [{ code: WISC_MANUAL, quantity: 1 }],
  },
  {
    ...MARIA,
    createdDaysAgo: 100,
    lines: [{ code: PPVT_FORMS, quantity: 10 }],
  },
  {
    ...DANA,
    createdDaysAgo: 40,
    ordered: true,
    lines: [{ code: CELF_MANUAL, quantity: 1 }],
  },
  {
    ...MARIA,
    createdDaysAgo: 30,
    ordered: true,
    lines: [{ code: VMI_BOOKLETS, quantity: 4 }],
  },
  {
    ...DANA,
    createdDaysAgo: 20,
    early: { reason: 'PRICING_UPDATE', afterDays: 55 },
    lines: [
      { code: PPVT_FORMS, quantity: 2 },
      { code: PPVT_MANUAL, quantity: 1 },
    ],
  },
  {
    ...MARIA,
    createdDaysAgo: 10,
    early: { reason: 'ORGANISATION_DISCOUNT_END', afterDays: 55 },
    lines: [
      { code: PPVT_FORMS, quantity: 20 },
      { code: CELF_MANUAL, quantity: 2 },
    ],
  },
  ...Array.from({ length: 9 }, (_, index) => ({
    ...DANA,
    createdDaysAgo: 9 - index,
    lines: [
      { code: PPVT_FORMS, quantity: index + 1 },
      // Q10000008 also quotes an online training: ordering it leads to the training-order error.
      ...(index === 1 ? [{ code: WISC_TRAINING, quantity: 1 }] : []),
    ],
  })),
  { ...MARIA, createdDaysAgo: 3, lines: [{ code: PPVT_MANUAL, quantity: 2 }] },
  { ...MARIA, createdDaysAgo: 1, lines: [{ code: VMI_BOOKLETS, quantity: 6 }] },
];
