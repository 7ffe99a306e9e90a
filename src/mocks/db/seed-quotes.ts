/**
 * Quotes the fake backend starts with (and returns to on every reset), dated relative to today on
 * the US site's calendar, so that their states are the same whatever day the tests run (docs/fake-backend.md,
 * "Quotes on the fake backend"):
 *
 * - clinician@example.com (u-1001): twelve quotes, two pages of ten: one expired, one ordered,
 *   one that expires early because of a pricing update, nine active (one of them, Q10000008,
 *   with an online training, which cannot be ordered online);
 * - district@example.com (u-1003): one expired, one ordered, one that expires early because the
 *   district's organisation discount ends, two active.
 *
 * A seed's expiration is what the rule gave the day it was created (quote-expiry.ts), written out
 * here, because the conditions of that day are not today's.
 */
import type { EarlyExpiry } from '../../api/quotes/quote.schema';
import type { SeedCartLine } from './seed-carts';

export interface SeedQuote {
  ownerId: string;
  /** The customer account it is for (accounts.ts). */
  accountId: string;
  /** An address of the owner's book: delivery and billing. */
  addressId: string;
  deliveryModeCode: string;
  /** Created this many days before today. */
  createdDaysAgo: number;
  lines: readonly SeedCartLine[];
  /** An order was placed from it (before the fake backend's time: no order code). */
  ordered?: boolean;
  /** Expires early this many days after its creation, for this reason. */
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

/** Oldest first: quote numbers increase with their creation. */
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
