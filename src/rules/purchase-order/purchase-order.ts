import * as v from 'valibot';

/** Spec sections 5 and 9: the longest purchase order number. */
export const PO_NUMBER_MAX_LENGTH = 50;

/**
 * The purchase order number (spec section 5): trimmed, required, at most PO_NUMBER_MAX_LENGTH
 * characters (the messages print the constant).
 * Any characters: it is the customer's own reference, in whatever form their system makes it.
 */
export const PurchaseOrderNumberSchema = v.pipe(
  v.string('purchaseOrder.required'),
  v.trim(),
  v.nonEmpty('purchaseOrder.required'),
  v.maxLength(PO_NUMBER_MAX_LENGTH, 'purchaseOrder.tooLong'),
);
