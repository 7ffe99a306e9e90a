import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { commerceFile, commerceRequest } from './commerce-client';
import { setAccessTokenProvider, setAuthHandlers } from './commerce-auth';
import { server } from '../../mocks/node';

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

describe('commerce API requests (spec section 7 headers)', () => {
  it('sends JSON content type, site id, platform key, routing region, no-cache and a fresh request id', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk-1',
      host: 'www.assessments.co.uk',
      apiBase: 'https://commerce.example.test',
      entryPoint: 'quick-order',
    };
    const seen: Headers[] = [];
    server.use(
      http.get('https://commerce.example.test/headless/ecommerce/v2/ping', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ ok: true });
      }),
    );
    await commerceRequest('/ping');
    await commerceRequest('/ping');
    const [first, second] = seen;
    expect(first?.get('Content-Type')).toBe('application/json');
    expect(first?.get('X-Site-Id')).toBe('ukassessments');
    expect(first?.get('X-Platform-Key')).toBe('pk-1');
    expect(first?.get('X-Routing-Region')).toBe('EU');
    expect(first?.get('X-Entry-Point')).toBe('quick-order');
    expect(first?.get('Cache-Control')).toBe('no-cache');
    expect(first?.get('Authorization')).toBeNull();
    expect(first?.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.get('X-Request-Id')).not.toBe(first?.get('X-Request-Id'));
  });

  it('adds the bearer token when someone is signed in', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
    };
    setAccessTokenProvider(() => 'token-123');
    let authorization: string | null = null;
    server.use(
      http.get('*/headless/ecommerce/v2/me', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await commerceRequest('/me');
    expect(authorization).toBe('Bearer token-123');
  });
});

describe('where the commerce API lives (commercePath)', () => {
  it("OCC's own addressing carries the base site in the path, not in a header", async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.co.uk',
      apiBase: 'https://commerce.example.test',
      commercePath: '/occ/v2/{baseSiteId}',
    };
    const seen: Headers[] = [];
    server.use(
      http.get('https://commerce.example.test/occ/v2/ukassessments/ping', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(commerceRequest('/ping')).resolves.toEqual({ ok: true });
    expect(seen[0]?.get('X-Site-Id')).toBeNull();
    expect(seen[0]?.get('X-Platform-Key')).toBe('pk');
  });

  it('the fake backend answers OCC addressing with the same handlers as the gateway', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
      commercePath: '/occ/v2/{baseSiteId}',
    };
    const viaOcc = await commerceRequest('/products/0158241926');
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
    };
    const viaGateway = await commerceRequest('/products/0158241926');
    expect(viaOcc).toEqual(viaGateway);
    expect(viaOcc).toMatchObject({ code: '0158241926' });
  });
});

describe('retries after a 401 (spec section 4)', () => {
  afterEach(() =>
    setAuthHandlers({ stepUp: async () => undefined, renewToken: async () => false }),
  );

  it('retries once with a renewed token, keeping the request id', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
    };
    const ids: (string | null)[] = [];
    server.use(
      http.post(
        'https://commerce.example.test/headless/ecommerce/v2/users/u/carts/c/entries',
        ({ request }) => {
          ids.push(request.headers.get('X-Request-Id'));
          return ids.length === 1
            ? HttpResponse.json({}, { status: 401 })
            : HttpResponse.json({ ok: true });
        },
      ),
    );
    let renewals = 0;
    setAuthHandlers({ stepUp: async () => undefined, renewToken: async () => (renewals += 1) > 0 });
    await expect(
      commerceRequest('/users/u/carts/c/entries', {
        method: 'POST',
        body: {},
        requestId: 'add-1',
      }),
    ).resolves.toEqual({ ok: true });
    expect(renewals).toBe(1);
    expect(ids).toEqual(['add-1', 'add-1']);
  });

  it('runs step-up for advices and retries with the headers it returns', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
    };
    const seen: (string | null)[] = [];
    server.use(
      http.get('https://commerce.example.test/headless/ecommerce/v2/protected', ({ request }) => {
        seen.push(request.headers.get('X-TxID'));
        return request.headers.get('X-TxID') === 'tx-9'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json(
              { advices: { TransactionConditionAdvice: ['tx-9'] } },
              { status: 401 },
            );
      }),
    );
    const asked: unknown[] = [];
    setAuthHandlers({
      stepUp: async (advices) => {
        asked.push(advices);
        return { 'X-TxID': 'tx-9', 'X-IdToken': 'id-token' };
      },
      renewToken: async () => false,
    });
    await expect(commerceRequest('/protected')).resolves.toEqual({ ok: true });
    expect(asked).toEqual([{ TransactionConditionAdvice: ['tx-9'] }]);
    expect(seen).toEqual([null, 'tx-9']);
  });

  it('gives up when step-up fails or no renewed token exists', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
    };
    server.use(
      http.get('https://commerce.example.test/headless/ecommerce/v2/protected', () =>
        HttpResponse.json({}, { status: 401 }),
      ),
    );
    await expect(commerceRequest('/protected')).rejects.toMatchObject({ status: 401 });
  });
});

describe('files of the commerce API (a quote PDF)', () => {
  afterEach(() =>
    setAuthHandlers({ stepUp: async () => undefined, renewToken: async () => false }),
  );
  const FILE = 'https://commerce.example.test/headless/ecommerce/v2/users/current/quotes/Q1/pdf';

  it('is signed in as any call: a 401 is retried once with a renewed token', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
    };
    const accepts: (string | null)[] = [];
    server.use(
      http.get(FILE, ({ request }) => {
        accepts.push(request.headers.get('Accept'));
        return accepts.length === 1
          ? HttpResponse.json({}, { status: 401 })
          : new HttpResponse('%PDF-1.4 …', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    let renewals = 0;
    setAuthHandlers({ stepUp: async () => undefined, renewToken: async () => (renewals += 1) > 0 });
    const file = await commerceFile('/users/current/quotes/Q1/pdf', {
      accept: 'application/pdf',
    });
    expect(await file.text()).toBe('%PDF-1.4 …');
    expect(renewals).toBe(1);
    expect(accepts).toEqual(['application/pdf', 'application/pdf']);
  });

  it('an answer of another type is a parse error, a refusal an http error with its body', async () => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'https://commerce.example.test',
    };
    server.use(http.get(FILE, () => HttpResponse.text('<html>login</html>')));
    const path = '/users/current/quotes/Q1/pdf';
    await expect(commerceFile(path, { accept: 'application/pdf' })).rejects.toMatchObject({
      kind: 'parse',
    });
    server.use(
      http.get(FILE, () =>
        HttpResponse.json({ errors: [{ type: 'NotFoundError' }] }, { status: 404 }),
      ),
    );
    await expect(commerceFile(path, { accept: 'application/pdf' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      info: { errors: [{ type: 'NotFoundError' }] },
    });
  });
});
