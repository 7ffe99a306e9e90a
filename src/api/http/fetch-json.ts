import * as v from 'valibot';
import type { EarlyRead } from '../../core/early-reads';
import { takeEarlyRead } from '../../core/take-early-read';
import { ApiError } from './api-error';
import { JSON_ACCEPT } from './json-accept';

export interface RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  /** Validates the parsed body; a mismatch is an ApiError of kind `parse`. */
  schema?: TSchema;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

type Output<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Only a plain GET (no other header, no body) can be an early read. */
function plainGetAccept(init: RequestInit): string | undefined {
  const headers = (init.headers ?? {}) as Record<string, string>;
  const plain = (init.method ?? 'GET') === 'GET' && init.body === undefined;
  return plain && Object.keys(headers).length === 1 ? headers.Accept : undefined;
}

/** A read the loader started, ended like a fetch by the timeout or the abort. */
function awaitEarlyRead(read: EarlyRead, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) {
    read.abort();
    return Promise.reject(signal.reason as Error);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      read.abort();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    read.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** fetch with a timeout and the caller's abort; a plain GET takes the loader's early read. */
async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const accept = plainGetAccept(init);
  const early = accept === undefined ? undefined : takeEarlyRead(url, accept);
  try {
    return await (early
      ? awaitEarlyRead(early, combined)
      : fetch(url, { ...init, signal: combined }));
  } catch (error) {
    if (timeout.aborted) throw new ApiError('timeout', `${url} timed out after ${timeoutMs} ms`, 0);
    if (signal?.aborted) throw error; // the caller cancelled: not a failure to report
    throw new ApiError(
      'network',
      `${url}: ${error instanceof Error ? error.message : 'network error'}`,
      0,
    );
  }
}

/** With the refusal's body (an OCC error list, or text) as `info`. */
async function httpError(method: string, url: string, response: Response): Promise<ApiError> {
  const info = await readBody(response).catch(() => undefined);
  return new ApiError(
    'http',
    `${method} ${url} failed with ${response.status}`,
    response.status,
    info,
  );
}

/** Throws ApiError with info and status on non-OK. */
export async function fetchJson<TSchema extends v.GenericSchema | undefined = undefined>(
  url: string,
  options: RequestOptions<TSchema>,
): Promise<Output<TSchema>> {
  const { method = 'GET', headers = {}, body, schema, timeoutMs, signal } = options;
  const init: RequestInit = { method, headers: { Accept: JSON_ACCEPT, ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetchWithTimeout(url, init, timeoutMs, signal);
  if (!response.ok) throw await httpError(method, url, response);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw malformed(method, url, response.status);
  }
  return parseJsonBody(method, url, response.status, text, schema);
}

const malformed = (method: string, url: string, status: number) =>
  new ApiError('parse', `${method} ${url} returned malformed JSON`, status);

/** Malformed JSON or an unexpected shape is an ApiError `parse` naming the first wrong field. */
export function parseJsonBody<TSchema extends v.GenericSchema | undefined = undefined>(
  method: string,
  url: string,
  status: number,
  text: string,
  schema?: TSchema,
): Output<TSchema> {
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    throw malformed(method, url, status);
  }
  if (!schema) return parsed as Output<TSchema>;
  return checkBody(method, url, status, parsed, schema) as Output<TSchema>;
}

export function checkBody<TSchema extends v.GenericSchema>(
  method: string,
  url: string,
  status: number,
  parsed: unknown,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, parsed);
  if (!result.success) {
    const issue = result.issues[0];
    const where = (issue && v.getDotPath(issue)) ?? 'body';
    throw new ApiError('parse', `${method} ${url} returned an unexpected ${where}`, status, parsed);
  }
  return result.output;
}

/** HTML fragments, with the same timeout and error rules. */
export async function fetchText(
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetchWithTimeout(
    url,
    { headers: { Accept: 'text/html, text/plain' } },
    timeoutMs,
    signal,
  );
  if (!response.ok)
    throw new ApiError('http', `GET ${url} failed with ${response.status}`, response.status);
  return response.text();
}

/** A file (a quote's PDF); an answer of another type than `accept` is an ApiError `parse`. */
export async function fetchBlob(
  url: string,
  options: {
    accept: string;
    headers?: Record<string, string>;
    timeoutMs: number;
    signal?: AbortSignal | undefined;
  },
): Promise<Blob> {
  const { accept, headers = {}, timeoutMs, signal } = options;
  const response = await fetchWithTimeout(
    url,
    { headers: { ...headers, Accept: accept } },
    timeoutMs,
    signal,
  );
  if (!response.ok) throw await httpError('GET', url, response);
  if (!response.headers.get('Content-Type')?.startsWith(accept)) {
    throw new ApiError('parse', `GET ${url} did not return ${accept}`, response.status);
  }
  return response.blob();
}
