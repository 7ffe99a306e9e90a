import * as v from 'valibot';

/** Spec sections 5 and 9: a purchase order number is at most 50 characters. */
export const PO_NUMBER_MAX_LENGTH = 50;

/**
 * The purchase order number (spec section 5): trimmed, required ('Please enter purchase order
 * number'), at most 50 characters ('Purchase order number can be no more than 50 characters.').
 * Any characters: it is the customer's own reference, in whatever form their system makes it.
 */
export const PurchaseOrderNumberSchema = v.pipe(
  v.string('purchaseOrder.required'),
  v.trim(),
  v.nonEmpty('purchaseOrder.required'),
  v.maxLength(PO_NUMBER_MAX_LENGTH, 'purchaseOrder.tooLong'),
);
