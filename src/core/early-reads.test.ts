import { createPageQueries } from './queries/page-queries';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_CONTENT_FILE, NAV_CONTENT_FILE } from '../api/content/content-files';
import { contentUrl } from '../api/content/content-url';
import { startEarlyContentReads } from '../api/content/early-content';
import { navContentQueryOptions } from '../api/content/get-nav-content';
import { ApiError } from '../api/http/api-error';
import { apiFailure } from '../testing/api-failure';
import { fetchJson, fetchText } from '../api/http/fetch-json';
import { JSON_ACCEPT } from '../api/http/json-accept';
import { startEarlyRead } from './early-reads';
import { nextTask } from './element/after-host-paint';
import { settledEarlyRead } from './take-early-read';
import { SEED_NAV_CONTENT } from '../mocks/db/seed-nav-content';
import { server } from '../mocks/node';

const URL_UNDER_TEST = 'https://cms.example.test/thing.json';
const CMS = 'https://cms.example.test';
const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals.storeWidgetsConfig;
});

/** Counts the requests the fake backend sees, by method and URL. */
function countRequests(): Map<string, number> {
  const counts = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    const key = `${request.method} ${request.url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

/** Resolves once the early read of `url` has its whole body. */
async function settled(url: string) {
  await vi.waitFor(() => expect(settledEarlyRead(url)).toBeDefined());
  return settledEarlyRead(url);
}

/** A page with the given tags and a configuration element, as the loader sees it. */
function pageWith(tags: string[], config: Record<string, unknown>): Document {
  return {
    querySelector: (tag: string) => (tags.includes(tag) ? {} : null),
    getElementById: (id: string) =>
      id === 'store-widgets-config' ? { textContent: JSON.stringify(config) } : null,
  } as unknown as Document;
}

describe('early reads (the loader asks before the widgets have run)', () => {
  it('a GET with the same Accept header takes the early read: one request, the same result', async () => {
    const counts = countRequests();
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.json({ name: 'kit' })));
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    expect((await settled(URL_UNDER_TEST))?.status).toBe(200);
    await expect(fetchJson(URL_UNDER_TEST, { timeoutMs: 1000 })).resolves.toEqual({ name: 'kit' });
    // Taken once: the next read asks the server again.
    await expect(fetchJson(URL_UNDER_TEST, { timeoutMs: 1000 })).resolves.toEqual({ name: 'kit' });
    expect(counts.get(`GET ${URL_UNDER_TEST}`)).toBe(2);
  });

  it('starts its request in a task of its own, so that a page’s reads never make one long task', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.json({ name: 'kit' })));
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    expect(fetchSpy).not.toHaveBeenCalled();
    await nextTask();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect((await settled(URL_UNDER_TEST))?.status).toBe(200);
    fetchSpy.mockRestore();
  });

  it('a second start of the same URL (a second copy of the loader) asks nothing', async () => {
    const counts = countRequests();
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.json({ name: 'kit' })));
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    await fetchJson(URL_UNDER_TEST, { timeoutMs: 1000 });
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    await delay(20);
    expect(counts.get(`GET ${URL_UNDER_TEST}`)).toBe(1);
  });

  it('another Accept header, another header or a POST makes its own request', async () => {
    const counts = countRequests();
    server.use(
      http.get(URL_UNDER_TEST, () => HttpResponse.json({ name: 'kit' })),
      http.post(URL_UNDER_TEST, () => HttpResponse.json({ name: 'posted' })),
    );
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    await settled(URL_UNDER_TEST);
    await expect(fetchText(URL_UNDER_TEST, 1000)).resolves.toBe('{"name":"kit"}');
    await fetchJson(URL_UNDER_TEST, { headers: { 'X-Test': '1' }, timeoutMs: 1000 });
    await expect(fetchJson(URL_UNDER_TEST, { method: 'POST', timeoutMs: 1000 })).resolves.toEqual({
      name: 'posted',
    });
    expect(counts.get(`GET ${URL_UNDER_TEST}`)).toBe(3);
    // Still there for the plain JSON GET it was made for.
    expect(settledEarlyRead(URL_UNDER_TEST)).toBeDefined();
  });

  it('a refusal, malformed JSON and a network failure reach the taker as if it had asked', async () => {
    server.use(
      http.get(URL_UNDER_TEST, () => HttpResponse.json({ errors: ['nope'] }, { status: 503 })),
    );
    const counts = countRequests();
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    expect(await apiFailure(fetchJson(URL_UNDER_TEST, { timeoutMs: 1000 }))).toMatchObject({
      kind: 'http',
      status: 503,
      info: { errors: ['nope'] },
    });

    const malformedUrl = `${URL_UNDER_TEST}?malformed`;
    server.use(http.get(URL_UNDER_TEST, () => new HttpResponse('{"name": ')));
    startEarlyRead(malformedUrl, JSON_ACCEPT);
    expect(await apiFailure(fetchJson(malformedUrl, { timeoutMs: 1000 }))).toMatchObject({
      kind: 'parse',
    });

    const downUrl = `${URL_UNDER_TEST}?down`;
    server.use(http.get(URL_UNDER_TEST, () => HttpResponse.error()));
    startEarlyRead(downUrl, JSON_ACCEPT);
    expect(await apiFailure(fetchJson(downUrl, { timeoutMs: 1000 }))).toMatchObject({
      kind: 'network',
    });
    // Each answer came from the early read: nothing was asked twice.
    expect([...counts.values()]).toEqual([1, 1, 1]);
  });

  it('the taker’s timeout ends a read that does not answer, and aborts it', async () => {
    const counts = countRequests();
    let aborted = false;
    server.use(
      http.get(URL_UNDER_TEST, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    expect(await apiFailure(fetchJson(URL_UNDER_TEST, { timeoutMs: 50 }))).toMatchObject({
      kind: 'timeout',
    });
    await vi.waitFor(() => expect(aborted).toBe(true));
    expect(counts.get(`GET ${URL_UNDER_TEST}`)).toBe(1);
  });

  it('a caller’s cancellation passes through, as for its own request', async () => {
    server.use(
      http.get(URL_UNDER_TEST, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    startEarlyRead(URL_UNDER_TEST, JSON_ACCEPT);
    const controller = new AbortController();
    const pending = fetchJson(URL_UNDER_TEST, { timeoutMs: 5000, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('the header’s and footer’s early content', () => {
  it('reads what contentUrl() will ask for, only for the tags on the page', async () => {
    const counts = countRequests();
    const config = {
      platformKey: 'pk',
      host: 'www.assessments.ca',
      localePath: 'fr',
      contentBase: CMS,
    };
    startEarlyContentReads(pageWith(['store-header'], config));
    globals.storeWidgetsConfig = config;
    const navUrl = contentUrl(NAV_CONTENT_FILE);
    expect(navUrl).toBe(`${CMS}/content/fr-ca/${NAV_CONTENT_FILE}`);
    await settled(navUrl);
    expect([...counts.keys()]).toEqual([`GET ${navUrl}`]);
    expect(settledEarlyRead(contentUrl(FOOTER_CONTENT_FILE))).toBeUndefined();
  });

  it('asks nothing in the author mode (tests/e2e/author-mode.spec.ts has the URL marker)', async () => {
    const counts = countRequests();
    startEarlyContentReads(
      pageWith(['store-header', 'store-footer'], { contentBase: CMS, authorMode: true }),
    );
    // Nor on a page with neither tag.
    startEarlyContentReads(pageWith([], { contentBase: CMS }));
    await delay(20);
    expect(counts.size).toBe(0);
  });

  it('a widget that mounts after the answer arrived has the content at once, without asking again', async () => {
    const counts = countRequests();
    const config = { platformKey: 'pk', host: 'www.assessments.com', contentBase: CMS };
    startEarlyContentReads(pageWith(['store-header', 'store-footer'], config));
    globals.storeWidgetsConfig = config;
    await settled(contentUrl(NAV_CONTENT_FILE));

    const queries = createPageQueries();
    // What usePageQuery reads on the widget's first render: the content, not a pending state.
    const first = queries.peek(navContentQueryOptions());
    expect(first.status).toBe('success');
    expect(first.data?.menus.map((menu) => menu.title)).toEqual(
      SEED_NAV_CONTENT['en-us'].menus.map((menu) => menu.title),
    );
    await queries.fetch(navContentQueryOptions());
    expect(counts.get(`GET ${contentUrl(NAV_CONTENT_FILE)}`)).toBe(1);
  });

  it('an early answer that fails its schema gives the usual fallback error, logged once, with no second request', async () => {
    const counts = countRequests();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${CMS}/content/:locale/${NAV_CONTENT_FILE}`, () =>
        HttpResponse.json({ menus: 'none' }),
      ),
    );
    const config = { platformKey: 'pk', host: 'www.assessments.com', contentBase: CMS };
    startEarlyContentReads(pageWith(['store-header'], config));
    globals.storeWidgetsConfig = config;
    await settled(contentUrl(NAV_CONTENT_FILE));

    const queries = createPageQueries();
    await queries.fetch(navContentQueryOptions()).catch(() => undefined);
    const state = queries.peek(navContentQueryOptions());
    expect(state.status).toBe('error');
    expect(state.error).toMatchObject({ kind: 'parse' });
    expect(
      error.mock.calls.filter((call) => String(call[1]).includes(NAV_CONTENT_FILE)),
    ).toHaveLength(1);
    expect(counts.get(`GET ${contentUrl(NAV_CONTENT_FILE)}`)).toBe(1);
  });
});
