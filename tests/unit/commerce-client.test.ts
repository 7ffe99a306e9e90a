import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { commerceRequest, setAccessTokenProvider } from '../../src/api/http/commerce-client';
import { server } from '../../src/mocks/node';

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
    await commerceRequest('/headless/ecommerce/v2/ping');
    await commerceRequest('/headless/ecommerce/v2/ping');
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
    await commerceRequest('/headless/ecommerce/v2/me');
    expect(authorization).toBe('Bearer token-123');
  });
});
