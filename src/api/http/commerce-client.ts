import type * as v from 'valibot';
import { getCore } from '../../core/core';
import { activeEmulation } from '../../core/store/emulation';
import { setEmulation } from '../../core/store/emulation-actions';
import { EMULATED_USER_HEADER } from '../../rules/support/assisted-service';
import { NOT_EMULATING } from '../support/assisted-service.schema';
import { isApiError } from './api-error';
import { fetchBlob, fetchJson, type RequestOptions } from './fetch-json';

/** Supplies the signed-in user's access token; the identity layer installs it (spec section 7). */
export type AccessTokenProvider = () => string | undefined | Promise<string | undefined>;

let accessTokenProvider: AccessTokenProvider = () => undefined;

export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

/** The signed-in shopper's access token, for calls outside the commerce API (store backend). */
export async function currentAccessToken(): Promise<string | undefined> {
  return accessTokenProvider();
}

/** Where `commercePath` puts the base site when the API is addressed as OCC's own. */
const BASE_SITE_SLOT = '{baseSiteId}';

/**
 * The URL of a commerce call. `path` is OCC's, relative to the base site (`/users/current/carts`);
 * the configuration's `commercePath` says where that lives: the spec's gateway, the base site in a
 * header, or OCC's `/occ/v2/{baseSiteId}`.
 */
export function commerceUrl(path: string): string {
  const { config, store } = getCore();
  const prefix = config.commercePath.replace(
    BASE_SITE_SLOT,
    encodeURIComponent(store.site.baseSite),
  );
  return `${config.apiBase}${prefix}${path}`;
}

/**
 * Headers of every commerce API call (spec section 7). A fresh request id each time, unless the
 * caller passes one. `asSignedInUser`: the call is about whoever signed in (a customer service
 * member themself), never the customer they act for.
 */
export async function commerceHeaders(
  requestId?: string,
  asSignedInUser = false,
): Promise<Record<string, string>> {
  const { config, store } = getCore();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Platform-Key': config.platformKey,
    'X-Request-Id': requestId ?? crypto.randomUUID(),
    'X-Routing-Region': store.site.routingRegion,
    'Cache-Control': 'no-cache',
  };
  // The gateway takes the base site in a header; OCC's own addressing has it in the path.
  if (!config.commercePath.includes(BASE_SITE_SLOT)) headers['X-Site-Id'] = store.site.baseSite;
  if (config.entryPoint) headers['X-Entry-Point'] = config.entryPoint;
  const token = await currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A customer service member acting for a customer: the agent's token, the customer's id (SAP
  // OCC ASM's header), so every `users/current` call acts on the customer's cart and orders.
  const emulation = activeEmulation(store);
  if (token && emulation && !asSignedInUser) headers[EMULATED_USER_HEADER] = emulation.customerId;
  return headers;
}

type CommerceOptions<TSchema extends v.GenericSchema | undefined> = Omit<
  RequestOptions<TSchema>,
  'timeoutMs' | 'headers'
> & {
  timeoutMs?: number;
  /** Reused by every retry of this call (and by the caller's own retry of the same change). */
  requestId?: string;
  /** Headers of this call on top of the commerce headers (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  /** About the signed-in user themself: no emulated customer's id (commerceHeaders). */
  asSignedInUser?: boolean;
};

/** Advices in a 401 body (spec section 4 step-up), e.g. `{ TransactionConditionAdvice: ['tx1'] }`. */
export type Advices = Record<string, string[]>;

export interface AuthHandlers {
  /** Runs the authentication tree for the advices; resolves with the headers for the retry, or undefined if it failed. */
  stepUp: (advices: Advices) => Promise<Record<string, string> | undefined>;
  /** Renews the access token; resolves true when there is a new one to retry with. */
  renewToken: () => Promise<boolean>;
}

let authHandlers: AuthHandlers | undefined;

/** The identity layer installs these; the API layer cannot import it (layer rule). */
export function setAuthHandlers(handlers: AuthHandlers): void {
  authHandlers = handlers;
}

function advicesOf(info: unknown): Advices | undefined {
  const advices = (info as { advices?: unknown } | undefined)?.advices;
  if (!advices || typeof advices !== 'object') return undefined;
  const entries = Object.entries(advices).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((x) => typeof x === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The platform no longer lets the agent act for the customer (the emulation lapsed unused, or
 * was ended in another browser): the page forgets it too, so the widgets act for the agent again
 * and the banners go, rather than failing call after call.
 */
function forgetLapsedEmulation(error: unknown): void {
  if (!isApiError(error) || error.status !== 403) return;
  const errors = (error.info as { errors?: { reason?: unknown }[] } | undefined)?.errors;
  if (Array.isArray(errors) && errors[0]?.reason === NOT_EMULATING && getCore().store.emulation) {
    setEmulation(getCore(), null);
  }
}

/**
 * One call to the commerce API with its sign-in rules (spec section 4): a 401 with advices runs the
 * authentication tree and retries with the transaction headers plus the id token; any other 401 is
 * retried once with a renewed token. `attempt` sends the call with the headers it is given.
 */
async function withCommerceAuth<T>(
  attempt: (extraHeaders?: Record<string, string>) => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    forgetLapsedEmulation(error);
    if (!isApiError(error) || error.status !== 401 || !authHandlers) throw error;
    const advices = advicesOf(error.info);
    if (advices) {
      const retryHeaders = await authHandlers.stepUp(advices);
      if (!retryHeaders) throw error;
      return attempt(retryHeaders);
    }
    if (await authHandlers.renewToken()) return attempt();
    throw error;
  }
}

/**
 * A request to `url` with the commerce API's headers, sign-in rules and timeout, JSON in and out
 * (a service beside OCC, as SAP's assisted service, is at another URL).
 */
export async function commerceRequestAt<TSchema extends v.GenericSchema | undefined = undefined>(
  url: string,
  options: CommerceOptions<TSchema>,
) {
  const { config } = getCore();
  const {
    requestId = crypto.randomUUID(),
    headers: ownHeaders,
    asSignedInUser,
    ...fetchOptions
  } = options;
  return withCommerceAuth(async (extraHeaders = {}) =>
    fetchJson(url, {
      ...fetchOptions,
      headers: {
        ...(await commerceHeaders(requestId, asSignedInUser)),
        ...ownHeaders,
        ...extraHeaders,
      },
      timeoutMs: fetchOptions.timeoutMs ?? config.requestTimeoutMs,
    }),
  );
}

/** A request to the commerce API: our headers, the page's timeout, JSON in and out. */
export async function commerceRequest<TSchema extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: CommerceOptions<TSchema> = {},
) {
  return commerceRequestAt(commerceUrl(path), options);
}

/** GET a file of the commerce API (`accept`: its type, e.g. a quote's PDF), signed in as any call. */
export async function commerceFile(
  path: string,
  options: {
    accept: string;
    signal?: AbortSignal | undefined;
    /** Headers of this call on top of the commerce headers (an invoice's access token). */
    headers?: Record<string, string> | undefined;
  },
): Promise<Blob> {
  const { config } = getCore();
  const requestId = crypto.randomUUID();
  const { headers: ownHeaders, ...fetchOptions } = options;
  return withCommerceAuth(async (extraHeaders = {}) =>
    fetchBlob(commerceUrl(path), {
      ...fetchOptions,
      headers: { ...(await commerceHeaders(requestId)), ...ownHeaders, ...extraHeaders },
      timeoutMs: config.requestTimeoutMs,
    }),
  );
}
