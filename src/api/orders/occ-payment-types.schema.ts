import * as v from 'valibot';

/** OCC's PaymentTypeList: the payment types the base site takes, by code only. */
export const OccPaymentTypeListSchema = v.object({
  paymentTypes: v.optional(v.array(v.object({ code: v.string() })), []),
});
export type OccPaymentTypeList = v.InferInput<typeof OccPaymentTypeListSchema>;

/** Payment on account: by purchase order. */
export const ACCOUNT_PAYMENT_TYPE = 'ACCOUNT';
