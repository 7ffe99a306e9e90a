import { CartOpError } from './cart-errors';
import { touch, type StoredCart, type StoredEntry } from './cart-store';
import { findVoucher, windowState, type SeedVoucher } from './seed-promotions';

/** A cart's promotion codes (spec section 8); what they take off is priced in cart-pricing.ts. */

/** Whether a promotion code discounts this entry (its program, and the product discountable). */
export function coversEntry(voucher: SeedVoucher, entry: StoredEntry): boolean {
  return (
    entry.product.discountable &&
    (!voucher.programs || voucher.programs.includes(entry.product.program))
  );
}

/** POST vouchers?voucherId=: each refusal of spec section 8 has its own reason. */
export function applyVoucher(cart: StoredCart, voucherId: unknown): void {
  if (typeof voucherId !== 'string' || voucherId.trim() === '') {
    throw new CartOpError(400, 'invalidBody', 'voucherId is required', 'voucherId');
  }
  const voucher = findVoucher(voucherId);
  if (!voucher) {
    throw new CartOpError(
      400,
      'voucherInvalid',
      `Invalid voucher code: ${voucherId}`,
      voucherId,
      'voucher',
    );
  }
  if (cart.vouchers.includes(voucher.code) || voucher.redeemed) {
    throw new CartOpError(
      400,
      'voucherAlreadyApplied',
      `Voucher ${voucher.code} has already been applied`,
      voucher.code,
      'voucher',
    );
  }
  if (windowState(voucher) !== 'active') {
    throw new CartOpError(
      400,
      'voucherInactive',
      `Voucher ${voucher.code} is not active`,
      voucher.code,
      'voucher',
    );
  }
  if (!cart.entries.some((entry) => coversEntry(voucher, entry))) {
    throw new CartOpError(
      400,
      'voucherNotApplicable',
      `Voucher ${voucher.code} does not apply to the products in this cart`,
      voucher.code,
      'voucher',
    );
  }
  cart.vouchers.push(voucher.code);
  touch(cart);
}

export function removeVoucher(cart: StoredCart, code: string): void {
  const wanted = code.trim().toUpperCase();
  if (!cart.vouchers.includes(wanted)) {
    throw new CartOpError(
      400,
      'voucherNotApplied',
      `Voucher ${code} is not applied to this cart`,
      code,
      'voucher',
    );
  }
  cart.vouchers = cart.vouchers.filter((c) => c !== wanted);
  touch(cart);
}
