import * as v from 'valibot';

/** Spec sections 5 and 9. */
export const PO_NUMBER_MAX_LENGTH = 50;

/** Any characters: it is the customer's own reference, in whatever form their system makes it. */
export const PurchaseOrderNumberSchema = v.pipe(
  v.string('purchaseOrder.required'),
  v.trim(),
  v.nonEmpty('purchaseOrder.required'),
  v.maxLength(PO_NUMBER_MAX_LENGTH, 'purchaseOrder.tooLong'),
);
