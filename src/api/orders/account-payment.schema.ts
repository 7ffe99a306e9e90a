import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';

/**
 * What the checkout's customer account brings to its payment, which OCC has no place for (the
 * store's extension `GET …/carts/current/checkout/account-payment`): whether the account may pay
 * by purchase order and why not (only an organisation that has ordered before may), and its
 * primary (billing) address, which a new card may bill to.
 */

/** Why the account may not pay by purchase order. */
export const PoUnavailableReasonSchema = v.picklist(['personalAccount', 'noPreviousOrder']);

export const AccountPaymentSchema = v.object({
  purchaseOrder: v.object({
    available: v.boolean(),
    reason: v.optional(PoUnavailableReasonSchema),
  }),
  /** None until an account is chosen, or when it has no billing address. */
  accountAddress: v.optional(AddressSchema),
});
export type AccountPayment = v.InferOutput<typeof AccountPaymentSchema>;
/** As the platform sends it (what the fake backend writes). */
export type AccountPaymentWire = v.InferInput<typeof AccountPaymentSchema>;
