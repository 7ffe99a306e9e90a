import type * as v from 'valibot';
import { getCore } from '../../core/core';
import { fetchJson, type RequestOptions } from './fetch-json';

/** Supplies the signed-in user's access token; the identity layer installs it (spec section 7). */
export type AccessTokenProvider = () => string | undefined | Promise<string | undefined>;

let accessTokenProvider: AccessTokenProvider = () => undefined;

export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

/** Headers of every commerce API call (spec section 7). A fresh request id each time. */
export async function commerceHeaders(): Promise<Record<string, string>> {
  const { config, store } = getCore();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Site-Id': store.site.baseSite,
    'X-Platform-Key': config.platformKey,
    'X-Request-Id': crypto.randomUUID(),
    'X-Routing-Region': store.site.routingRegion,
    'Cache-Control': 'no-cache',
  };
  if (config.entryPoint) headers['X-Entry-Point'] = config.entryPoint;
  const token = await accessTokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

type CommerceOptions<TSchema extends v.GenericSchema | undefined> = Omit<
  RequestOptions<TSchema>,
  'timeoutMs' | 'headers'
> & { timeoutMs?: number };

/** A request to the commerce API: our headers, the page's timeout, JSON in and out. */
export async function commerceRequest<TSchema extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: CommerceOptions<TSchema> = {},
) {
  const { config } = getCore();
  return fetchJson(`${config.apiBase}${path}`, {
    ...options,
    headers: await commerceHeaders(),
    timeoutMs: options.timeoutMs ?? config.requestTimeoutMs,
  });
}
