import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getCore } from '../../core/core';
import { logError } from '../../core/log';
import { fetchJson, fetchText } from '../http/fetch-json';
import { contentUrl } from './content-url';

/**
 * A per-locale CMS resource read once per page (the key includes the locale). A failure is logged
 * once, here, and surfaces as a query error so the widget shows its built-in fallback. Content
 * rarely changes during a visit, so it never goes stale while the page is open.
 */
export function contentJsonQuery<TSchema extends v.GenericSchema>(file: string, schema: TSchema) {
  const { store, config } = getCore();
  return queryOptions({
    queryKey: ['content', store.site.locale, file],
    queryFn: async ({ signal }) => {
      try {
        return await fetchJson(contentUrl(file), {
          schema,
          timeoutMs: config.requestTimeoutMs,
          signal,
        });
      } catch (error) {
        logError(`${file}: using the built-in fallback`, error);
        throw error;
      }
    },
    staleTime: Infinity,
    // Started before the widget mounts (its element's prefetch): a read that already failed shows
    // the fallback in every widget, rather than being asked again by each one that mounts.
    retryOnMount: false,
  });
}

export function contentTextQuery(file: string) {
  const { store, config } = getCore();
  return queryOptions({
    queryKey: ['content', store.site.locale, file],
    queryFn: async ({ signal }) => {
      try {
        return await fetchText(contentUrl(file), config.requestTimeoutMs, signal);
      } catch (error) {
        logError(`${file}: not shown`, error);
        throw error;
      }
    },
    staleTime: Infinity,
  });
}
