import * as v from 'valibot';
import { getCore } from '../../core/core';
import { sharedInstance } from '../../core/platform/shared-instance';
import { currentAccessToken } from '../http/commerce-auth';
import { fetchJson } from '../http/fetch-json';

export const CurrentCustomerSchema = v.object({
  userId: v.string(),
  registrationCountryIso: v.optional(v.string()),
});
export type CurrentCustomer = v.InferOutput<typeof CurrentCustomerSchema>;

/** An answer this young, for the same token, is shared (the sign-in's two readers). */
const SHARED_FOR_MS = 5_000;
interface Shared {
  last?: { token: string | undefined; at: number; answer: Promise<CurrentCustomer> } | undefined;
}
/** Page-wide: every copy of our code on the page asks through it. */
const shared = () => sharedInstance<Shared>('current-customer', () => ({}));

/** The keep-alive check (401: signed out) and the registration country; a failure is not shared. */
export async function fetchCurrentCustomer(): Promise<CurrentCustomer> {
  const token = await currentAccessToken();
  const state = shared();
  const { last } = state;
  if (last && last.token === token && Date.now() - last.at < SHARED_FOR_MS) return last.answer;
  const answer = requestCurrentCustomer(token);
  const entry = { token, at: Date.now(), answer };
  state.last = entry;
  answer.catch(() => {
    if (state.last === entry) state.last = undefined;
  });
  return answer;
}

function requestCurrentCustomer(token: string | undefined): Promise<CurrentCustomer> {
  const { config } = getCore();
  return fetchJson(`${config.storeBase}/store/customer/current`, {
    schema: CurrentCustomerSchema,
    timeoutMs: config.requestTimeoutMs,
    headers: {
      'Cache-Control': 'no-cache',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}
