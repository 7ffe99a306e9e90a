import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiFailure } from '../../testing/api-failure';
import { fetchJson, fetchText } from './fetch-json';
import { server } from '../../mocks/node';

const URL_UNDER_TEST = 'https://api.example.test/thing';
const Thing = v.object({ name: v.string() });

describe('fetchJson (the generic JSON get/post helper)', () => {
  it('returns the validated body', async () => {
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.json({ name: 'kit', extra: 1 })));
    await expect(fetchJson(URL_UNDER_TEST, { schema: Thing, timeoutMs: 1000 })).resolves.toEqual({
      name: 'kit',
    });
  });

  it('posts JSON and sends the caller’s headers', async () => {
    let seen: { body: unknown; header: string | null } | undefined;
    server.use(
      http.post(URL_UNDER_TEST, async ({ request }) => {
        seen = { body: await request.json(), header: request.headers.get('X-Test') };
        return HttpResponse.json({ name: 'ok' });
      }),
    );
    await fetchJson(URL_UNDER_TEST, {
      method: 'POST',
      body: { a: 1 },
      headers: { 'X-Test': 'yes' },
      timeoutMs: 1000,
    });
    expect(seen).toEqual({ body: { a: 1 }, header: 'yes' });
  });

  it('throws an http error carrying the status and the body as info', async () => {
    server.use(
      http.get(URL_UNDER_TEST, () => HttpResponse.json({ errors: ['nope'] }, { status: 422 })),
    );
    const error = await apiFailure(fetchJson(URL_UNDER_TEST, { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: 'http', status: 422, info: { errors: ['nope'] } });
  });

  it('throws a parse error on malformed JSON and on an unexpected shape', async () => {
    server.use(
      http.get(
        URL_UNDER_TEST,
        () => new HttpResponse('{"name": ', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect(await apiFailure(fetchJson(URL_UNDER_TEST, { timeoutMs: 1000 }))).toMatchObject({
      kind: 'parse',
    });
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.json({ name: 42 })));
    const error = await apiFailure(fetchJson(URL_UNDER_TEST, { schema: Thing, timeoutMs: 1000 }));
    expect(error.kind).toBe('parse');
    expect(error.message).toContain('name');
  });

  it('times out', async () => {
    server.use(
      http.get(URL_UNDER_TEST, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    expect(await apiFailure(fetchJson(URL_UNDER_TEST, { timeoutMs: 50 }))).toMatchObject({
      kind: 'timeout',
      status: 0,
    });
  });

  it('reports a network failure', async () => {
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.error()));
    expect(await apiFailure(fetchJson(URL_UNDER_TEST, { timeoutMs: 1000 }))).toMatchObject({
      kind: 'network',
      status: 0,
    });
  });

  it('passes a caller’s cancellation through instead of reporting a failure', async () => {
    server.use(
      http.get(URL_UNDER_TEST, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = fetchJson(URL_UNDER_TEST, { timeoutMs: 5000, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('reads text resources with the same error rules', async () => {
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.text('<p>hi</p>')));
    await expect(fetchText(URL_UNDER_TEST, 1000)).resolves.toBe('<p>hi</p>');
    server.use(http.get(URL_UNDER_TEST, () => new HttpResponse('x', { status: 503 })));
    expect(await apiFailure(fetchText(URL_UNDER_TEST, 1000))).toMatchObject({
      kind: 'http',
      status: 503,
    });
  });
});
