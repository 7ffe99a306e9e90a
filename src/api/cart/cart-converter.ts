import { getCore } from '../../core/core';
import { formatAmount, round2 } from '../../rules/money/price-format';
import type { Price } from '../products/product.schema';
import { CartModificationStatusSchema } from './cart.schema';
import type {
  AppliedVoucher,
  Cart,
  CartEntry,
  CartModification,
  CartModificationStatus,
} from './cart.schema';
import type { OccCart, OccCartModification, OccOrderEntry, OccVoucher } from './occ-cart.schema';

/**
 * OCC's cart to ours (as Spartacus's OCC cart normalizer does). Our cart shows each line before
 * its discounts with the discounts beside it, and totals without delivery; OCC's entry is after
 * its discounts and its `totalPrice` includes delivery, so the converter derives ours from it.
 */

/** What the converter reads: the `fields` of every cart read and write. */
export const CART_FIELDS = [
  'code',
  'guid',
  'user(FULL)',
  'entries(entryNumber,quantity,basePrice(FULL),totalPrice(FULL),product(FULL),notDiscountable,availability,restriction(FULL),trainingDetails(FULL))',
  'totalItems',
  'totalUnitCount',
  'subTotal(FULL)',
  'totalDiscounts(FULL)',
  'productDiscounts(FULL)',
  'orderDiscounts(FULL)',
  'totalPrice(FULL)',
  'deliveryCost(FULL)',
  'appliedVouchers(FULL)',
  'uapStatus',
  'uapLabel',
  'orgDiscountStatus',
  'orgDiscountLabel',
  'stockNotices(FULL)',
  'name',
  'description',
  'saveTime',
].join(',');

/** A cart modification reads its entry as the cart does. */
export const CART_MODIFICATION_FIELDS =
  'statusCode,statusMessage,quantityAdded,quantity,entry(entryNumber,quantity,basePrice(FULL),totalPrice(FULL),product(FULL),notDiscountable,availability,restriction(FULL),trainingDetails(FULL))';

/** An amount the converter derives, in the currency of one the platform sent, formatted as it formats. */
function derivedPrice(value: number, like: Price): Price {
  const { baseSite, language } = getCore().store.site;
  return formatAmount(value, like.currencyIso, baseSite, language);
}

export function toCartEntry(entry: OccOrderEntry): CartEntry {
  const gross = round2(entry.basePrice.value * entry.quantity);
  const discount = Math.max(0, round2(gross - entry.totalPrice.value));
  return {
    entryNumber: entry.entryNumber,
    product: entry.product,
    quantity: entry.quantity,
    basePrice: entry.basePrice,
    totalPrice: derivedPrice(gross, entry.basePrice),
    totalDiscounts: derivedPrice(discount, entry.basePrice),
    notDiscountable: entry.notDiscountable,
    ...(entry.availability !== undefined ? { availability: entry.availability } : {}),
    ...(entry.restriction ? { restriction: entry.restriction } : {}),
    ...(entry.trainingDetails ? { trainingDetails: entry.trainingDetails } : {}),
  };
}

function toVoucher(voucher: OccVoucher): AppliedVoucher {
  return {
    code: voucher.voucherCode ?? voucher.code,
    name: voucher.name ?? voucher.voucherCode ?? voucher.code,
    ...(voucher.description !== undefined ? { description: voucher.description } : {}),
    ...(voucher.value !== undefined ? { value: voucher.value } : {}),
    ...(voucher.appliedValue ? { appliedValue: voucher.appliedValue } : {}),
  };
}

export function toCart(cart: OccCart): Cart {
  const entries = cart.entries.map(toCartEntry);
  const gross = round2(entries.reduce((sum, entry) => sum + entry.totalPrice.value, 0));
  // OCC's subTotal is after product and order discounts: what the lines cost, before delivery.
  const discounts =
    cart.totalDiscounts?.value ??
    round2((cart.productDiscounts?.value ?? 0) + (cart.orderDiscounts?.value ?? 0));
  return {
    code: cart.code,
    guid: cart.guid,
    user: cart.user,
    entries,
    totalItems: cart.totalItems,
    totalUnitCount:
      cart.totalUnitCount ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0),
    subTotal: derivedPrice(gross, cart.subTotal),
    totalDiscounts: cart.totalDiscounts ?? derivedPrice(discounts, cart.subTotal),
    totalPrice: cart.subTotal,
    appliedVouchers: cart.appliedVouchers.map(toVoucher),
    ...(cart.uapStatus ? { uapStatus: cart.uapStatus } : {}),
    ...(cart.uapLabel !== undefined ? { uapLabel: cart.uapLabel } : {}),
    ...(cart.orgDiscountStatus ? { orgDiscountStatus: cart.orgDiscountStatus } : {}),
    ...(cart.orgDiscountLabel !== undefined ? { orgDiscountLabel: cart.orgDiscountLabel } : {}),
    stockNotices: cart.stockNotices,
    ...(cart.name !== undefined ? { name: cart.name } : {}),
    ...(cart.description !== undefined ? { description: cart.description } : {}),
    ...(cart.saveTime !== undefined ? { saveTime: cart.saveTime } : {}),
  };
}

const KNOWN_STATUSES: ReadonlySet<string> = new Set(CartModificationStatusSchema.options);

/**
 * OCC's status is an open list: one we do not know (`unavailable`, an add-on's) is read by what
 * it did, nothing added (`noStock`) or less than asked (`lowStock`).
 */
function statusOf(modification: OccCartModification): CartModificationStatus {
  if (KNOWN_STATUSES.has(modification.statusCode)) {
    return modification.statusCode as CartModificationStatus;
  }
  return modification.quantityAdded > 0 ? 'lowStock' : 'noStock';
}

export function toCartModification(modification: OccCartModification): CartModification {
  return {
    statusCode: statusOf(modification),
    ...(modification.statusMessage !== undefined
      ? { statusMessage: modification.statusMessage }
      : {}),
    quantityAdded: modification.quantityAdded,
    quantity: modification.quantity,
    ...(modification.entry ? { entry: toCartEntry(modification.entry) } : {}),
  };
}
