import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';

// The checkout's customer account's part in its payment (the store's: OCC has no place for it).

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
