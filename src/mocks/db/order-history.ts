/** The seeded order history as stored orders, priced as the checkout would; rebuilt on reset. */
import type { OrderWire as Order, OrderEntry } from '../../api/orders/order.schema';
import type { BaseSite } from '../../core/locale/locales';
import { addDays, type IsoDate } from '../../rules/form/calendar-date';
import { accountById, personById } from './accounts';
import { findAddress, renderAddress } from './addresses';
import { priceOf, type PricingContext } from './pricing-context';
import { findProduct, productSummary } from './products';
import { taxRates } from './checkout-totals';
import { deliveryModeFor } from './delivery-modes';
import { addBusinessDays } from './order-entries';
import { resetOrders, type StoredOrder } from './orders';
import { siteToday } from './quote-expiry';
import type { StoredAddress } from './seed-addresses';
import { SEED_ORDERS, type SeedOrder } from './seed-orders';
import { SEED_USERS } from './seed-users';

const SITE: BaseSite = 'usassessments';
const CONTEXT: PricingContext = { site: SITE };
const FIRST_SEED_NUMBER = 9_000_001;
const DAYS_TO_SHIP = 2;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** A seeded access code: fixed per order, line and unit, so a test can read it back. */
function seedAccessCode(orderNumber: number, line: number, unit: number): string {
  let state = orderNumber * 7919 + line * 104_729 + unit * 1_299_709;
  const characters = Array.from({ length: 12 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return CODE_ALPHABET[state % CODE_ALPHABET.length] ?? 'A';
  });
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

function entriesOf(seed: SeedOrder, orderNumber: number, placed: IsoDate): OrderEntry[] {
  return seed.lines.map((line, entryNumber) => {
    const product = findProduct(line.code);
    if (!product) throw new Error(`seed order: no product ${line.code}`);
    const unit = line.paidUsd ?? product.prices[SITE];
    const release = product.estimatedShipDate;
    return {
      entryNumber,
      product: productSummary(product),
      quantity: line.quantity,
      ...(product.digital
        ? {
            seats: line.quantity,
            accessCodes: Array.from({ length: line.quantity }, (_, n) =>
              seedAccessCode(orderNumber, entryNumber, n),
            ),
          }
        : { accessCodes: [] }),
      ...(release ? { estimatedRelease: release } : {}),
      ...(!product.digital && !release
        ? { estimatedToShip: addBusinessDays(placed, DAYS_TO_SHIP) }
        : {}),
      extraProcessing: false,
      notDiscountable: !product.discountable,
      basePrice: priceOf(unit, CONTEXT),
      totalPrice: priceOf(cents(unit * line.quantity), CONTEXT),
    };
  });
}

function copyOf(address: StoredAddress | undefined, what: string): StoredAddress {
  if (!address) throw new Error(`seed order: no ${what} address`);
  return { ...address, defaultShipping: undefined, defaultBilling: undefined };
}

function seedOrder(seed: SeedOrder, index: number, today: IsoDate): StoredOrder {
  const orderNumber = FIRST_SEED_NUMBER + index;
  const owner = SEED_USERS.find((user) => user.id === seed.ownerId);
  const account = accountById(seed.accountId);
  const person = personById(seed.qualifiedUserId);
  if (!owner || !account || !person) throw new Error(`seed order ${index}: unknown party`);
  const delivery = copyOf(findAddress(seed.ownerId, seed.deliveryAddressId), 'delivery');
  const billing = seed.billingAddressId
    ? copyOf(
        findAddress(seed.ownerId, seed.billingAddressId) ??
          (account.billingAddress?.id === seed.billingAddressId
            ? account.billingAddress
            : undefined),
        'billing',
      )
    : delivery;
  const placed = addDays(today, -seed.placedDaysAgo);
  const entries = entriesOf(seed, orderNumber, placed);
  const mode = deliveryModeFor(delivery.country, seed.deliveryModeCode, CONTEXT, 'en');
  if (!mode) throw new Error(`seed order ${index}: no delivery mode ${seed.deliveryModeCode}`);
  const subTotal = cents(entries.reduce((sum, entry) => sum + entry.totalPrice.value, 0));
  const vouchers = seed.vouchers ?? [];
  const discounts = cents(
    vouchers.reduce((sum, voucher) => sum + voucher.offUsd, 0) + (seed.uapOffUsd ?? 0),
  );
  const base = subTotal - discounts + mode.deliveryCost.value;
  const rates = taxRates(delivery, account.taxExempt);
  const tax = cents((base * rates.salesTax) / 100);
  const vat = cents((base * rates.vat) / 100);
  const order: Order = {
    code: `W${String(orderNumber).padStart(8, '0')}`,
    created: `${placed}T15:00:00.000Z`,
    status: seed.status,
    placedBy: seed.placedByAgent
      ? { name: seed.placedByAgent, customerService: true }
      : { name: `${owner.firstName} ${owner.lastName}`, customerService: false },
    customerAccount: {
      name: account.name,
      ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
    },
    qualifiedUser: { name: `${person.firstName} ${person.lastName}`, email: person.email },
    ...(seed.qglobalAccountNumber ? { qglobalAccountNumber: seed.qglobalAccountNumber } : {}),
    qglobalAccountNew: false,
    ...(seed.aimswebAccountNumber ? { aimswebAccountNumber: seed.aimswebAccountNumber } : {}),
    payment: seed.payment,
    ...(seed.invoiceNumber ? { invoiceNumber: seed.invoiceNumber } : {}),
    // Rendered again in the request's language on every read (orders.ts renderOrder).
    billingAddress: renderAddress(billing, 'en'),
    deliveryAddress: renderAddress(delivery, 'en'),
    deliveryMode: mode,
    appliedVouchers: vouchers.map((voucher) => ({
      code: voucher.code,
      name: voucher.name,
      appliedValue: priceOf(voucher.offUsd, CONTEXT),
    })),
    ...(seed.uapOffUsd ? { uapDiscount: priceOf(seed.uapOffUsd, CONTEXT) } : {}),
    totals: {
      subTotal: priceOf(subTotal, CONTEXT),
      totalDiscounts: priceOf(discounts, CONTEXT),
      deliveryCost: mode.deliveryCost,
      totalTax: priceOf(tax, CONTEXT),
      totalVat: priceOf(vat, CONTEXT),
      totalPrice: priceOf(cents(base + tax + vat), CONTEXT),
    },
    entries,
  };
  return {
    order,
    ownerId: seed.ownerId,
    customerName: `${owner.firstName} ${owner.lastName}`,
    site: SITE,
    billing,
    delivery,
    seeded: true,
  };
}

/** No orders placed, the seeded history dated from today (called by resetMockState). */
export function resetOrderHistory(now: Date = new Date()): void {
  const today = siteToday(SITE, now);
  resetOrders(SEED_ORDERS.map((seed, index) => seedOrder(seed, index, today)));
}

// The first test or page before any reset sees the seeded history too.
resetOrderHistory();
