// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchJson } from '../../src/api/http/fetch-json';
import { prefetchFirstContent, takePrefetched } from '../../src/core/element/content-prefetch';
import { server } from '../../src/mocks/node';

const CMS = 'https://cms.example.test';
const NAV = `${CMS}/content/fr-ca/first-level-nav-content.json`;
const FOOTER = `${CMS}/content/fr-ca/footer-content.json`;

/** A page with `body` and a configuration element holding `config`. */
function page(config: Record<string, unknown>, body: string): void {
  document.head.innerHTML = `<script type="application/json" id="store-widgets-config">${JSON.stringify(config)}</script>`;
  document.body.innerHTML = body;
}

/** Every content request the fake CMS answers, by URL. */
function countRequests(): string[] {
  const seen: string[] = [];
  server.use(
    http.get(`${CMS}/content/:locale/:file`, ({ request }) => {
      seen.push(request.url);
      return HttpResponse.json({ name: 'nav' });
    }),
  );
  return seen;
}

const FR_CA = { host: 'store.example.ca', localePath: 'fr-ca', contentBase: CMS };

afterEach(() => {
  takePrefetched(NAV);
  takePrefetched(FOOTER);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the loader’s content requests (issue 14)', () => {
  it('requests the header’s and the footer’s content for the page’s locale; the query takes it once, nothing twice', async () => {
    const seen = countRequests();
    page(FR_CA, '<store-header></store-header><store-footer></store-footer>');
    prefetchFirstContent(document);
    prefetchFirstContent(document); // a second copy of the loader
    const body = await fetchJson(NAV, {
      schema: v.object({ name: v.string() }),
      timeoutMs: 1000,
      prefetched: takePrefetched(NAV),
    });
    expect(body).toEqual({ name: 'nav' });
    await takePrefetched(FOOTER);
    expect(seen.sort()).toEqual([NAV, FOOTER]);
    // Taken once: a refetch goes to the network.
    expect(takePrefetched(NAV)).toBeUndefined();
  });

  it('requests only the content of the tags on the page', async () => {
    const seen = countRequests();
    page(FR_CA, '<store-footer></store-footer>');
    prefetchFirstContent(document);
    await takePrefetched(FOOTER);
    expect(takePrefetched(NAV)).toBeUndefined();
    expect(seen).toEqual([FOOTER]);
  });

  it.each([
    ['an author’s page', { ...FR_CA, authorMode: true }],
    [
      'a content base the runtime would reject',
      { ...FR_CA, contentBase: 'ftp://cms.example.test' },
    ],
  ])('requests nothing on %s', (_name, config) => {
    const seen = countRequests();
    page(config, '<store-header></store-header><store-footer></store-footer>');
    prefetchFirstContent(document);
    expect(takePrefetched(NAV)).toBeUndefined();
    expect(
      takePrefetched(`ftp://cms.example.test/content/fr-ca/first-level-nav-content.json`),
    ).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('a failed request is the query’s failure, with the same message as its own', async () => {
    server.use(http.get(NAV, () => HttpResponse.json({}, { status: 500 })));
    page(FR_CA, '<store-header></store-header>');
    prefetchFirstContent(document);
    await expect(
      fetchJson(NAV, { timeoutMs: 1000, prefetched: takePrefetched(NAV) }),
    ).rejects.toMatchObject({ kind: 'http', status: 500 });
  });
});
