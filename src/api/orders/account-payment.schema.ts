import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';

/**
 * What the checkout's customer account brings to its payment (the store's, as OCC has no place
 * for it): may it pay by purchase order, and its billing address for a new card.
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
export type AccountPaymentWire = v.InferInput<typeof AccountPaymentSchema>;
