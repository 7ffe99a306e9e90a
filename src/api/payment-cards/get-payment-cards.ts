import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import * as v from 'valibot';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { PERSONAL } from '../../core/personal-data';
import { savedCardDetailsEntries } from './card-details.schema';

/** One saved card (spec section 2: "Payment Cards" in the account menu, checkout "saved card"). */
export const PaymentCardSchema = v.object({
  id: v.string(),
  brand: v.string(),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiryMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expiryYear: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(9999)),
  /** The shopper's default card: the checkout offers it first. */
  defaultPayment: v.optional(v.boolean(), false),
  /** The holder's names and the card's billing address (card-details.schema.ts). */
  ...savedCardDetailsEntries,
});
export type PaymentCard = v.InferOutput<typeof PaymentCardSchema>;
export type PaymentCardWire = v.InferInput<typeof PaymentCardSchema>;

export const PaymentCardsSchema = v.array(PaymentCardSchema);
export type PaymentCards = v.InferOutput<typeof PaymentCardsSchema>;

/** The first key segment of every payment-cards query, to drop them all on sign-out. */
export const PAYMENT_CARDS_KEY = 'payment-cards';

/**
 * GET /users/{userId}/payment-cards: the signed-in shopper's saved cards.
 * The endpoint is step-up protected (spec section 4): each read needs the shopper to confirm who
 * they are, so the list is never refetched behind their back (not on focus, mount or reconnect,
 * never retried); only an explicit refetch ("Try again") asks again. Skipped without a user id.
 */
export function paymentCardsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [PAYMENT_CARDS_KEY, userId],
    meta: PERSONAL,
    queryFn: ({ signal }) =>
      commerceRequest(`/users/${encodeURIComponent(userId ?? '')}/payment-cards`, {
        schema: PaymentCardsSchema,
        signal,
      }),
    enabled: Boolean(userId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/** The saved cards of `userId` (nothing is fetched while it is undefined). */
export function usePaymentCards(userId: string | undefined) {
  return useQuery(paymentCardsQueryOptions(userId));
}

/**
 * True when the read failed because the shopper did not confirm who they are: the step-up was
 * cancelled or its tree failed, so the endpoint's 401 with advices is what the query holds.
 */
export function isUnconfirmedStepUp(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  const advices = (error.info as { advices?: unknown } | undefined)?.advices;
  return typeof advices === 'object' && advices !== null;
}
