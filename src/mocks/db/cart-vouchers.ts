import { CART_ERRORS, type CartErrorKey } from '../../api/cart/cart.schema';
import { CartOpError } from './cart-errors';
import { touch, type StoredCart, type StoredEntry } from './cart-store';
import { findVoucher, windowState, type SeedVoucher } from './seed-promotions';

/** A cart's promotion codes (spec section 8); what they take off is priced in cart-pricing.ts. */

type VoucherErrorKey = Extract<CartErrorKey, `voucher${string}`>;

/** OCC's refusal of a code: type VoucherOperationError, the cause as its message. */
function voucherError(key: VoucherErrorKey, code: string): CartOpError {
  return new CartOpError(400, key, CART_ERRORS[key].message, code, 'voucher');
}

/** Whether a promotion code discounts this entry (its program, and the product discountable). */
export function coversEntry(voucher: SeedVoucher, entry: StoredEntry): boolean {
  return (
    entry.product.discountable &&
    (!voucher.programs || voucher.programs.includes(entry.product.program))
  );
}

/**
 * POST vouchers?voucherId=: each refusal of spec section 8 has its own cause, which OCC's coupon
 * engine names in `message` (CART_ERRORS).
 */
export function applyVoucher(cart: StoredCart, voucherId: unknown): void {
  if (typeof voucherId !== 'string' || voucherId.trim() === '') {
    throw new CartOpError(400, 'invalidBody', 'voucherId is required', 'voucherId');
  }
  const voucher = findVoucher(voucherId);
  if (!voucher) {
    throw voucherError('voucherInvalid', voucherId);
  }
  if (cart.vouchers.includes(voucher.code)) throw voucherError('voucherAlreadyApplied', voucherId);
  if (voucher.redeemed) throw voucherError('voucherRedeemed', voucherId);
  if (windowState(voucher) !== 'active') {
    throw voucherError('voucherInactive', voucherId);
  }
  if (!cart.entries.some((entry) => coversEntry(voucher, entry))) {
    throw voucherError('voucherNotApplicable', voucherId);
  }
  cart.vouchers.push(voucher.code);
  touch(cart);
}

export function removeVoucher(cart: StoredCart, code: string): void {
  const wanted = code.trim().toUpperCase();
  if (!cart.vouchers.includes(wanted)) {
    throw voucherError('voucherNotApplied', code);
  }
  cart.vouchers = cart.vouchers.filter((c) => c !== wanted);
  touch(cart);
}
