import { queryOptions } from '@tanstack/react-query';
import { getCore } from '../../core/core';
import { useQuery } from '../../core/queries/use-query';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { PERSONAL } from '../../core/queries/personal-data';
import { PAYMENT_DETAILS_FIELDS, PaymentCardsSchema } from './payment-details.schema';

export type { PaymentCard } from './payment-details.schema';

/** The first key segment of every payment-cards query, to drop them all on sign-out. */
export const PAYMENT_CARDS_KEY = 'payment-cards';

export const PAYMENT_DETAILS_PATH = '/users/current/paymentdetails';

/**
 * What marks the checkout's read of the saved cards (OCC ignores it): the gateway asks for the
 * step-up on the Payment Cards page's reads, not on the checkout's, which offers the same cards
 * masked, as the payment options it replaces did.
 */
export const CHECKOUT_CARDS_READ = { purpose: 'checkout' } as const;

/** A card call's query: what the converter reads (`fields`), the addresses' names in `lang`. */
export function paymentDetailsQuery(fields: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...extra, fields, lang: getCore().store.site.language }).toString();
}

/**
 * OCC's `GET users/current/paymentdetails?saved=true`: the signed-in shopper's saved cards.
 * The endpoint is step-up protected (spec section 4): each read needs the shopper to confirm who
 * they are, so the list is never refetched behind their back (not on focus, mount or reconnect,
 * never retried); only an explicit refetch ("Try again") asks again. Skipped without a user id.
 */
export function paymentCardsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [PAYMENT_CARDS_KEY, userId],
    meta: PERSONAL,
    queryFn: ({ signal }) =>
      commerceRequest(
        `${PAYMENT_DETAILS_PATH}?${paymentDetailsQuery(`payments(${PAYMENT_DETAILS_FIELDS})`, { saved: 'true' })}`,
        { schema: PaymentCardsSchema, signal },
      ),
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
