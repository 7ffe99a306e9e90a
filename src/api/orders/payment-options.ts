import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/personal-data';
import { cartsPath } from '../cart/cart-owner';
import { CART_KEY } from '../cart/get-cart';
import { commerceRequest } from '../http/commerce-client';
import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';
import { PaymentCardSchema } from '../payment-cards/payment-details.schema';

/** Why purchase order is not offered for this order. */
export const PoUnavailableReasonSchema = v.picklist(['personalAccount', 'noPreviousOrder']);

/**
 * How this order may be paid (`GET …/users/current/carts/current/payment-options`). Apart from
 * the order's schema: the order pages need none of it.
 */
export const PaymentOptionsSchema = v.object({
  /** OCC's PaymentDetails of the shopper's saved cards, their default first. */
  savedCards: v.array(PaymentCardSchema),
  purchaseOrder: v.object({
    available: v.boolean(),
    reason: v.optional(PoUnavailableReasonSchema),
  }),
  /** The customer account's primary (billing) address, for a new card's billing address. */
  accountAddress: v.optional(AddressSchema),
});
export type PaymentOptions = v.InferOutput<typeof PaymentOptionsSchema>;
/** As the platform sends it (what the fake backend writes). */
export type PaymentOptionsWire = v.InferInput<typeof PaymentOptionsSchema>;

/**
 * How the current cart's order may be paid: the shopper's saved cards (masked), whether purchase
 * order is offered (and why not), the customer account's primary address. Under the cart's key,
 * so it follows the cart and the checkout's choices (another account may allow PO).
 */
export function paymentOptionsQueryOptions(
  userId: string | undefined,
  accountId: string | undefined,
) {
  return queryOptions({
    queryKey: [CART_KEY, 'payment-options', userId, accountId],
    meta: PERSONAL,
    queryFn: ({ signal }) =>
      commerceRequest(`${cartsPath('current', 'current')}/payment-options`, {
        schema: PaymentOptionsSchema,
        signal,
      }),
    enabled: Boolean(userId) && Boolean(accountId),
  });
}

export function usePaymentOptions(userId: string | undefined, accountId: string | undefined) {
  return useQuery(paymentOptionsQueryOptions(userId, accountId));
}
