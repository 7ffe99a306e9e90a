/**
 * Promotion codes (one per outcome of spec section 8) and organisation discounts (spec section 4).
 * Dates are far from today so outcomes hold whenever the tests run.
 */

export interface SeedVoucher {
  code: string;
  name: string;
  description: string;
  /** Percentage off each discountable entry it covers. */
  percent: number;
  /** ISO dates; outside this window applying the code is 'inactive'. */
  startDate: string;
  endDate: string;
  /** Only entries of these programs are covered; none in the cart gives 'not applicable'. */
  programs?: readonly string[] | undefined;
  /** A single-use code the shopper has already redeemed: applying it gives 'already applied'. */
  redeemed?: boolean | undefined;
  /** University adoption pricing: up to `unitLimit` units; past `agreementEndDate`, UAP_EXPIRED. */
  uap?: { unitLimit: number; agreementEndDate: string; label: string } | undefined;
  /** An order promotion (OCC's `orderDiscounts`): off the order after product discounts. */
  scope?: 'order' | undefined;
}

const ALWAYS = { startDate: '2020-01-01', endDate: '2099-12-31' } as const;

export const SEED_VOUCHERS: readonly SeedVoucher[] = [
  {
    code: 'SAVE10',
    name: '10% off',
    description: '10% off every discountable product',
    percent: 10,
    ...ALWAYS,
  },
  {
    code: 'WISC15',
    name: 'WISC-V 15% off',
    description: '15% off discountable WISC-V products',
    percent: 15,
    programs: ['WISC-V'],
    ...ALWAYS,
  },
  {
    code: 'ORDER5',
    name: '5% off your order',
    description: '5% off the order, after the product discounts',
    percent: 5,
    scope: 'order',
    ...ALWAYS,
  },
  {
    code: 'SPRING2024',
    name: 'Spring 2024 sale',
    description: '20% off, ended 30 June 2024',
    percent: 20,
    startDate: '2024-03-01',
    endDate: '2024-06-30',
  },
  {
    code: 'WINTER2099',
    name: 'Winter 2099 sale',
    description: 'Not started yet',
    percent: 20,
    startDate: '2099-01-01',
    endDate: '2099-03-31',
  },
  {
    code: 'WELCOME15',
    name: 'Welcome 15% off',
    description: 'Single use, already redeemed by every seeded shopper',
    percent: 15,
    redeemed: true,
    ...ALWAYS,
  },
  {
    code: 'UAP2026',
    name: 'University adoption pricing 2026',
    description: '20% off the first 10 discountable units',
    percent: 20,
    uap: { unitLimit: 10, agreementEndDate: '2099-12-31', label: 'University adoption price' },
    ...ALWAYS,
  },
  {
    code: 'UAP2023',
    name: 'University adoption pricing 2023',
    description: 'Adoption agreement ended 31 December 2023',
    percent: 20,
    uap: { unitLimit: 10, agreementEndDate: '2023-12-31', label: 'University adoption price' },
    ...ALWAYS,
  },
];

/** A code that is not in the seed: the 'invalid' outcome. */
export const INVALID_VOUCHER_EXAMPLE = 'NOTACODE';

export const VOUCHER_OUTCOME_EXAMPLES = {
  valid: 'SAVE10',
  orderPromotion: 'ORDER5',
  invalid: INVALID_VOUCHER_EXAMPLE,
  inactive: 'SPRING2024',
  notStarted: 'WINTER2099',
  alreadyRedeemed: 'WELCOME15',
  notApplicableWithoutWiscV: 'WISC15',
  uap: 'UAP2026',
  uapExpired: 'UAP2023',
} as const;

/** An organisation-level discount (OLD) of an organisation account (spec section 4). */
export interface SeedOrgDiscount {
  userId: string;
  label: string;
  percent: number;
  startDate: string;
  endDate: string;
}

/**
 * u-1003 (district, ORGANIZATION) gets OLD_APPLIED; u-1004 (university) OLD_NOT_STARTED; u-1006
 * (customer service organisation) OLD_EXPIRED. Personal accounts have none.
 */
export const SEED_ORG_DISCOUNTS: readonly SeedOrgDiscount[] = [
  {
    userId: 'u-1003',
    label: 'Riverside Unified School District discount',
    percent: 5,
    startDate: '2025-01-01',
    endDate: '2099-12-31',
  },
  {
    userId: 'u-1004',
    label: 'Northbridge University discount',
    percent: 8,
    startDate: '2099-01-01',
    endDate: '2099-12-31',
  },
  {
    userId: 'u-1006',
    label: 'Assessment Services organisation discount',
    percent: 5,
    startDate: '2022-01-01',
    endDate: '2024-12-31',
  },
];

/** Whether `now` is inside an inclusive [startDate, endDate] window of ISO dates. */
export function windowState(
  window: { startDate: string; endDate: string },
  now: number = Date.now(),
): 'active' | 'notStarted' | 'ended' {
  if (now < Date.parse(`${window.startDate}T00:00:00Z`)) return 'notStarted';
  if (now > Date.parse(`${window.endDate}T23:59:59.999Z`)) return 'ended';
  return 'active';
}

export function findVoucher(code: string): SeedVoucher | undefined {
  const wanted = code.trim().toUpperCase();
  return SEED_VOUCHERS.find((voucher) => voucher.code === wanted);
}

export function orgDiscountOf(userId: string): SeedOrgDiscount | undefined {
  return SEED_ORG_DISCOUNTS.find((discount) => discount.userId === userId);
}
