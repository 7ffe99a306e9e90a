/**
 * Seeded order history, dated relative to today so paging and date filters hold whatever day the
 * tests run (docs/fake-backend.md, "Orders on the fake backend"). Seeded numbers sit below placed
 * ones, so newest first is also highest number first.
 */
import type { OrderPaymentWire as OrderPayment, OrderStatus } from '../../api/orders/order.schema';

export interface SeedOrderLine {
  code: string;
  quantity: number;
  /** The unit price paid in USD, when it is not today's (the product was repriced since). */
  paidUsd?: number;
}

export interface SeedOrder {
  ownerId: string;
  accountId: string;
  deliveryAddressId: string;
  billingAddressId?: string;
  deliveryModeCode: 'ground' | 'expedited';
  placedDaysAgo: number;
  status: OrderStatus;
  lines: readonly SeedOrderLine[];
  payment: OrderPayment;
  qualifiedUserId: string;
  qglobalAccountNumber?: string;
  aimswebAccountNumber?: string;
  invoiceNumber?: string;
  /** A customer service member placed it for the shopper (spec section 6). */
  placedByAgent?: string;
  /** Promotion codes and what each took off, in USD. */
  vouchers?: readonly { code: string; name: string; offUsd: number }[];
  uapOffUsd?: number;
}

const DANA = {
  ownerId: 'u-1001',
  accountId: 'personal-u-1001',
  deliveryAddressId: 'addr-1001-home',
  qualifiedUserId: 'u-1001',
  deliveryModeCode: 'ground',
  payment: { type: 'CARD', brand: 'visa', last4: '4242' },
} as const;
const MARIA = {
  ownerId: 'u-1003',
  accountId: 'org-1234',
  deliveryAddressId: 'addr-1003-district',
  billingAddressId: 'addr-org-1234',
  qualifiedUserId: 'u-1003',
  deliveryModeCode: 'ground',
} as const;

export const SEED_PRODUCT_CODES = {
  waisKit: '0158980343', // stock 0
  wmsKit: '0158984403', // not sold online
  wiscTechnical: '0158979825', // stock 3
  wiscManual: '0158979817',
  wiscRecordForms: '0158979833',
  wiscReport: 'A103000185321', // digital, Q-global
  wiscStimulus: 'A103000185339', // digital
  asdoManual: 'A103000201191', // not released yet
  ppvtForms: '0158241926',
  ppvtManual: '0158241934',
  vmiBooklets: '0158256419',
  celfManual: '0158036653',
  evtManual: '0158242132',
} as const;
const P = SEED_PRODUCT_CODES;

const card = (brand: 'visa' | 'mastercard' | 'amex', last4: string): OrderPayment => ({
  type: 'CARD',
  brand,
  last4,
});

const SEEDS: SeedOrder[] = [
  {
    ...DANA,
    placedDaysAgo: 700,
    status: 'DELIVERED',
    lines: [{ code: P.wiscManual, quantity: 1, paidUsd: 179 }],
  },
  {
    ...DANA,
    placedDaysAgo: 640,
    status: 'CANCELLED',
    lines: [{ code: P.wiscRecordForms, quantity: 5 }],
  },
  {
    ...DANA,
    placedDaysAgo: 560,
    status: 'DELIVERED',
    payment: card('mastercard', '4444'),
    lines: [{ code: P.wiscReport, quantity: 10 }],
  },
  {
    ...MARIA,
    placedDaysAgo: 500,
    status: 'DELIVERED',
    payment: { type: 'PURCHASE_ORDER', poNumber: 'RUSD-2025-0117' },
    invoiceNumber: 'INV-2025-00412',
    lines: [{ code: P.ppvtForms, quantity: 10 }],
  },
  {
    ...DANA,
    placedDaysAgo: 480,
    status: 'DELIVERED',
    lines: [{ code: P.celfManual, quantity: 1 }],
  },
  {
    ...DANA,
    placedDaysAgo: 400,
    status: 'DELIVERED',
    lines: [{ code: P.wiscRecordForms, quantity: 10 }],
  },
  {
    ...DANA,
    placedDaysAgo: 320,
    status: 'DELIVERED',
    deliveryAddressId: 'addr-1001-office',
    lines: [{ code: P.wiscStimulus, quantity: 1 }],
  },
  { ...DANA, placedDaysAgo: 260, status: 'CANCELLED', lines: [{ code: P.waisKit, quantity: 1 }] },
  {
    ...DANA,
    placedDaysAgo: 210,
    status: 'DELIVERED',
    lines: [
      { code: P.ppvtManual, quantity: 1 },
      { code: P.ppvtForms, quantity: 2 },
    ],
  },
  {
    ...MARIA,
    placedDaysAgo: 180,
    status: 'DELIVERED',
    payment: { type: 'PURCHASE_ORDER', poNumber: 'RUSD-2026-0033' },
    invoiceNumber: 'INV-2026-00087',
    lines: [{ code: P.vmiBooklets, quantity: 8 }],
  },
  { ...DANA, placedDaysAgo: 170, status: 'DELIVERED', lines: [{ code: P.evtManual, quantity: 1 }] },
  {
    ...DANA,
    placedDaysAgo: 100,
    status: 'SHIPPED',
    payment: card('amex', '0005'),
    lines: [{ code: P.wiscManual, quantity: 2 }],
  },
  {
    ...MARIA,
    placedDaysAgo: 30,
    status: 'SHIPPED',
    deliveryModeCode: 'expedited',
    payment: { type: 'PURCHASE_ORDER', poNumber: 'RUSD-2026-0419' },
    invoiceNumber: 'INV-2026-00391',
    placedByAgent: 'Chris Morgan',
    qualifiedUserId: 'qu-jlee',
    qglobalAccountNumber: 'QG-200481',
    aimswebAccountNumber: 'AW-10001',
    vouchers: [{ code: 'SAVE10', name: '10% off your order', offUsd: 12.4 }],
    uapOffUsd: 20,
    lines: [
      { code: P.ppvtForms, quantity: 2 },
      { code: P.wiscReport, quantity: 2 },
      { code: P.asdoManual, quantity: 1 },
    ],
  },
  {
    ...DANA,
    placedDaysAgo: 12,
    status: 'DELIVERED',
    qglobalAccountNumber: 'QG-100234',
    lines: [
      { code: P.wiscManual, quantity: 1, paidUsd: 189 },
      { code: P.waisKit, quantity: 1 },
      { code: P.wmsKit, quantity: 1 },
      { code: P.wiscTechnical, quantity: 5 },
      { code: P.wiscReport, quantity: 1 },
    ],
  },
  {
    ...DANA,
    placedDaysAgo: 45,
    status: 'SHIPPED',
    lines: [{ code: P.wiscRecordForms, quantity: 5 }],
  },
  { ...DANA, placedDaysAgo: 70, status: 'DELIVERED', lines: [{ code: P.ppvtForms, quantity: 3 }] },
  { ...DANA, placedDaysAgo: 6, status: 'ON_HOLD', lines: [{ code: P.celfManual, quantity: 1 }] },
  {
    ...DANA,
    placedDaysAgo: 3,
    status: 'CONFIRMED',
    lines: [{ code: P.wiscStimulus, quantity: 2 }],
  },
  {
    ...MARIA,
    placedDaysAgo: 2,
    status: 'CONFIRMED',
    payment: { type: 'PURCHASE_ORDER', poNumber: 'RUSD-2026-0502' },
    lines: [{ code: P.vmiBooklets, quantity: 4 }],
  },
];

export const SEED_ORDERS: readonly SeedOrder[] = SEEDS.sort(
  (a, b) => b.placedDaysAgo - a.placedDaysAgo,
);
