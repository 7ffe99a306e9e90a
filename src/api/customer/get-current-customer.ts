import * as v from 'valibot';
import { getCore } from '../../core/core';
import { currentAccessToken } from '../http/commerce-client';
import { fetchJson } from '../http/fetch-json';

export const CurrentCustomerSchema = v.object({
  userId: v.string(),
  registrationCountryIso: v.optional(v.string()),
});
export type CurrentCustomer = v.InferOutput<typeof CurrentCustomerSchema>;

/**
 * GET /store/customer/current with the shopper's token (spec section 7): the keep-alive check
 * (a 401 means signed out) and the source of the registration country. Throws ApiError.
 */
export async function fetchCurrentCustomer(): Promise<CurrentCustomer> {
  const { config } = getCore();
  const token = await currentAccessToken();
  return fetchJson(`${config.storeBase}/store/customer/current`, {
    schema: CurrentCustomerSchema,
    timeoutMs: config.requestTimeoutMs,
    headers: {
      'Cache-Control': 'no-cache',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}
