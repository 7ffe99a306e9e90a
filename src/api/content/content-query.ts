import type * as v from 'valibot';
import { getCore } from '../../core/core';
import { settledEarlyRead, takeEarlyRead } from '../../core/take-early-read';
import { logError } from '../../core/platform/log';
import { pageQueryOptions } from '../../core/queries/page-query';
import { fetchJson, fetchText, parseJsonBody } from '../http/fetch-json';
import { JSON_ACCEPT } from '../http/json-accept';
import { contentUrl } from './content-url';

function settledContent<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
): v.InferOutput<TSchema> | undefined {
  const settled = settledEarlyRead(url);
  if (!settled || settled.status < 200 || settled.status > 299) return undefined;
  try {
    const content = parseJsonBody('GET', url, settled.status, settled.text, schema);
    takeEarlyRead(url, JSON_ACCEPT);
    return content;
  } catch {
    // Left for queryFn, which reports what is wrong with it.
    return undefined;
  }
}

/** A per-locale CMS resource, read once per page (never stale); a failure shows the fallback. */
export function contentJsonQuery<TSchema extends v.GenericSchema>(file: string, schema: TSchema) {
  const { store, config } = getCore();
  return pageQueryOptions({
    queryKey: ['content', store.site.locale, file],
    // The loader's early read, if already here, so the first render shows the content.
    initialData: () => settledContent(contentUrl(file), schema),
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
    // A prefetch that failed shows the fallback rather than being asked again by each widget.
    retryOnMount: false,
  });
}

export function contentTextQuery(file: string) {
  const { store, config } = getCore();
  return pageQueryOptions({
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
