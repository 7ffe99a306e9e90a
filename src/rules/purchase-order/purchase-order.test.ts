import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { PO_NUMBER_MAX_LENGTH, PurchaseOrderNumberSchema } from './purchase-order';
import {
  PURCHASE_ORDER_MESSAGE_PARAMS,
  purchaseOrderMessages,
  type PurchaseOrderMessageKey,
} from './purchase-order.messages';
import { poThresholdProblem } from './po-threshold';

const en = translator(purchaseOrderMessages, 'en');

function problem(input: unknown): string | undefined {
  const result = v.safeParse(PurchaseOrderNumberSchema, input, { abortPipeEarly: true });
  return result.success
    ? undefined
    : en(result.issues[0].message as PurchaseOrderMessageKey, PURCHASE_ORDER_MESSAGE_PARAMS);
}

describe('purchase order number (spec section 5, word for word)', () => {
  it.each(['', '   ', undefined])('is required (%j)', (input) => {
    expect(problem(input)).toBe('Please enter purchase order number');
  });

  it('is at most 50 characters, after trimming', () => {
    expect(PO_NUMBER_MAX_LENGTH).toBe(50);
    expect(problem('P'.repeat(50))).toBeUndefined();
    expect(problem(` ${'P'.repeat(50)} `)).toBeUndefined();
    expect(problem('P'.repeat(51))).toBe(
      'Purchase order number can be no more than 50 characters.',
    );
  });

  it.each(['PO-2026/0042', '4500012345', 'Réf. #12'])('takes any reference (%j)', (input) => {
    expect(problem(input)).toBeUndefined();
  });
});

describe('the purchase-order threshold (po-threshold flag; our amount: US$100)', () => {
  it.each([
    [99.99, 'USD', '$100.00'],
    [134.99, 'CAD', 'CA$135.00'],
    [79.99, 'GBP', '£80.00'],
  ] as const)('a subtotal of %s %s is under the threshold of %s', (subtotal, currency, amount) => {
    expect(poThresholdProblem({ subtotal, currency, locale: 'en-US' })).toEqual({
      key: 'purchaseOrder.belowThreshold',
      params: { amount },
    });
  });
  it.each([
    [100, 'USD'],
    [135, 'CAD'],
    [1200, 'EUR'],
  ] as const)('a subtotal of %s %s may be paid by purchase order', (subtotal, currency) => {
    expect(poThresholdProblem({ subtotal, currency })).toBeUndefined();
  });
});
