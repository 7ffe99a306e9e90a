import * as v from 'valibot';

/**
 * OCC's PaymentTypeList (B2B `GET /paymenttypes`, per base site): the payment types the site
 * takes, by SAP's B2BPaymentTypeEnum code (`CARD`, `ACCOUNT`; a project may add its own). OCC
 * leaves an empty list out. Only the code is read: the widgets name each type from their catalogs.
 */
export const OccPaymentTypeListSchema = v.object({
  paymentTypes: v.optional(v.array(v.object({ code: v.string() })), []),
});
export type OccPaymentTypeList = v.InferInput<typeof OccPaymentTypeListSchema>;

/** SAP's code of payment on account: the order paid by purchase order. */
export const ACCOUNT_PAYMENT_TYPE = 'ACCOUNT';
