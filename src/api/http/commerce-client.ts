import type * as v from 'valibot';
import { getCore } from '../../core/core';
import { activeEmulation } from '../../core/store/emulation';
import { setEmulation } from '../../core/store/emulation-actions';
import { EMULATED_USER_HEADER } from '../../rules/support/assisted-service';
import { NOT_EMULATING } from '../support/assisted-service.schema';
import { isApiError } from './api-error';
import { currentAccessToken, installedAuthHandlers, type Advices } from './commerce-auth';
import { fetchBlob, fetchJson, type RequestOptions } from './fetch-json';

/** Where `commercePath` puts the base site when the API is addressed as OCC's own. */
const BASE_SITE_SLOT = '{baseSiteId}';

/** `path` is relative to the base site; the `commercePath` configuration says where that is. */
export function commerceUrl(path: string): string {
  const { config, store } = getCore();
  const prefix = config.commercePath.replace(
    BASE_SITE_SLOT,
    encodeURIComponent(store.site.baseSite),
  );
  return `${config.apiBase}${prefix}${path}`;
}

/** `asSignedInUser`: about the customer service member themself, not the customer they act for. */
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
  // An agent acting for a customer: the agent's token, the customer's id (SAP ASM's header).
  const emulation = activeEmulation(store);
  if (token && emulation && !asSignedInUser) headers[EMULATED_USER_HEADER] = emulation.customerId;
  return headers;
}

type CommerceOptions<TSchema extends v.GenericSchema | undefined> = Omit<
  RequestOptions<TSchema>,
  'timeoutMs' | 'headers'
> & {
  timeoutMs?: number;
  /** Reused by every retry of this call, and by the caller's retry of the same change. */
  requestId?: string;
  headers?: Record<string, string>;
  asSignedInUser?: boolean;
};

function advicesOf(info: unknown): Advices | undefined {
  const advices = (info as { advices?: unknown } | undefined)?.advices;
  if (!advices || typeof advices !== 'object') return undefined;
  const entries = Object.entries(advices).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((x) => typeof x === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The emulation ended on the platform: the page forgets it too, rather than fail every call. */
function forgetLapsedEmulation(error: unknown): void {
  if (!isApiError(error) || error.status !== 403) return;
  const errors = (error.info as { errors?: { reason?: unknown }[] } | undefined)?.errors;
  if (Array.isArray(errors) && errors[0]?.reason === NOT_EMULATING && getCore().store.emulation) {
    setEmulation(getCore(), null);
  }
}

/** A 401 with advices runs the authentication tree and retries; any other, once renewed. */
async function withCommerceAuth<T>(
  attempt: (extraHeaders?: Record<string, string>) => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    forgetLapsedEmulation(error);
    const authHandlers = installedAuthHandlers();
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

/** For a service beside OCC (SAP's assisted service), at another URL. */
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

export async function commerceRequest<TSchema extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: CommerceOptions<TSchema> = {},
) {
  return commerceRequestAt(commerceUrl(path), options);
}

/** A file of the commerce API, e.g. a quote's PDF. */
export async function commerceFile(
  path: string,
  options: {
    accept: string;
    signal?: AbortSignal | undefined;
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
