import { describe, expect, it } from 'vitest';
import { CART_ERRORS } from '../../api/cart/cart.schema';
import { cartMessages } from './cart.messages';
import { promotionErrorKey, promotionErrorKind } from './promotion-errors';
import { translator } from '../../core/i18n/messages';

const en = translator(cartMessages, 'en');
const body = (error: Record<string, string>) => ({ errors: [error] });

describe('promotion code errors (spec section 8): each outcome its own message', () => {
  it.each([
    ['voucherInvalid', 'invalid', 'This promotion code is invalid.'],
    ['voucherInactive', 'inactive', 'This promotion code is not active.'],
    ['voucherAlreadyApplied', 'alreadyApplied', 'This promotion code has already been applied.'],
    [
      'voucherNotApplicable',
      'notApplicable',
      'This promotion code does not apply to the items in your cart.',
    ],
  ] as const)('the cart API’s %s → %s', (errorKey, kind, text) => {
    const answer = body(CART_ERRORS[errorKey]);
    expect(promotionErrorKind(answer)).toBe(kind);
    expect(en(promotionErrorKey(answer))).toBe(text);
  });

  it.each([
    ['coupon.invalid.code.provided', 'invalid'],
    ['Voucher not found: SPRING', 'invalid'],
    ['coupon.not.active.expired', 'inactive'],
    ['coupon.already.redeemed', 'alreadyApplied'],
    ['coupon.already.exists.cart', 'alreadyApplied'],
    ['coupon.not.applicable', 'notApplicable'],
    ['coupon.order.recalculation.error', 'generic'],
  ] as const)('SAP Commerce message %j → %s', (message, kind) => {
    expect(promotionErrorKind(body({ type: 'VoucherOperationError', message }))).toBe(kind);
  });

  it.each([
    ['not_applicable', 'notApplicable'],
    ['ALREADY-APPLIED', 'alreadyApplied'],
    ['expired', 'inactive'],
    ['notFound', 'invalid'],
  ] as const)('reason %j, any case or separator → %s', (reason, kind) => {
    expect(promotionErrorKind(body({ type: 'VoucherOperationError', reason }))).toBe(kind);
  });

  it('the reason wins over the message', () => {
    expect(
      promotionErrorKind(
        body({
          type: 'VoucherOperationError',
          reason: 'inactive',
          message: 'coupon.invalid.code.provided',
        }),
      ),
    ).toBe('inactive');
  });

  it('anything else is the generic message', () => {
    const generic = 'This promotion code could not be applied. Please try again.';
    for (const answer of [
      undefined,
      null,
      'Bad Request',
      {},
      { errors: [] },
      { errors: 'nope' },
      body({ ...CART_ERRORS.voucherNotApplied, message: 'x' }),
      body({ type: 'InvalidTokenError', message: 'coupon.invalid.code.provided' }),
      body({ type: 'VoucherOperationError', reason: 'somethingNew' }),
    ]) {
      expect(promotionErrorKind(answer), JSON.stringify(answer)).toBe('generic');
      expect(en(promotionErrorKey(answer))).toBe(generic);
    }
  });

  it('finds the voucher error among others, and reads a bare error object', () => {
    expect(
      promotionErrorKind({
        errors: [
          { type: 'JaloObjectNoLongerValidError', message: 'x' },
          { type: 'VoucherOperationError', reason: 'alreadyApplied' },
        ],
      }),
    ).toBe('alreadyApplied');
    expect(promotionErrorKind({ type: 'VoucherOperationError', reason: 'invalid' })).toBe(
      'invalid',
    );
    expect(promotionErrorKind({ errors: [{ reason: 'notApplicable' }] })).toBe('notApplicable');
  });
});
