// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { userQueryOptions } from '../../api/users/get-user';
import { loadUserProfile } from './user-profile';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { resetMockState } from '../../mocks/handlers';
import { startEmulation } from '../../mocks/identity/emulations';
import { userById } from '../../mocks/identity/users';
import { server } from '../../mocks/node';
import { EMULATED_USER_HEADER } from '../../rules/support/assisted-service';
import { signIn } from '../../testing/commerce-backend';

// The signed-in user's names (spec section 7: GET /users/{userId} with locale and routing region)
// from OCC's user read: `current`, the `fields` its converter reads, and for a customer service
// member acting for a customer, the member's own names.
const globals = globalThis as Record<string, unknown>;
const API = 'https://commerce.example.test';
const AGENT = 'u-1006'; // Chris Morgan
const TEACHER = 'u-1002'; // Sam Okafor

beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.co.uk', apiBase: API };
  resetSharedInstances();
  resetMockState();
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

/** The requests the page sends to the user read, as the server saw them. */
function userReads(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.includes('/users/')) seen.push(request.clone());
  });
  return seen;
}

describe('the user read', () => {
  it("asks for the token's own user with the converter's fields and the spec's parameters", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/headless/ecommerce/v2/users/:userId`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({
          uid: 'robin@example.com',
          firstName: ' Robin ',
          lastName: 'Ashby',
        });
      }),
    );
    const names = await getCore().queries.fetch(userQueryOptions('u-1001'));
    expect(names).toEqual({ firstName: 'Robin', lastName: 'Ashby' });
    expect(seen[0]?.pathname).toBe('/headless/ecommerce/v2/users/current');
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({
      fields: 'firstName,lastName',
      locale: 'en-gb',
      routingRegion: 'EU',
    });
  });

  it('is keyed by the signed-in user and skipped without one', () => {
    expect(userQueryOptions('u-1001').queryKey).toEqual(['user', 'u-1001', 'en-gb']);
    expect(userQueryOptions(undefined).enabled).toBe(false);
  });

  it("a customer service member acting for a customer reads the member's own names", async () => {
    const agent = userById(AGENT);
    const teacher = userById(TEACHER);
    if (!agent || !teacher) throw new Error('seeded users');
    startEmulation(agent, TEACHER);
    setAccessTokenProvider(() => signIn(AGENT));
    const { store } = getCore();
    store.session.user = { id: AGENT, firstName: '', lastName: '', customerService: true };
    store.emulation = { agentId: AGENT, customerId: TEACHER, customerName: 'Sam Okafor' };
    const seen = userReads();

    const profile = await loadUserProfile(getCore(), { sub: AGENT, roles: ['customer-service'] });

    expect(profile).toMatchObject({ id: AGENT, firstName: 'Chris', lastName: 'Morgan' });
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '').pathname).toMatch(/\/users\/current$/);
    expect(seen[0]?.headers.get(EMULATED_USER_HEADER)).toBeNull();
  });

  it('keeps the identity server’s names when the platform leaves its own out', async () => {
    server.use(http.get(`${API}/headless/ecommerce/v2/users/:userId`, () => HttpResponse.json({})));
    const profile = await loadUserProfile(getCore(), {
      sub: 'u-1001',
      given_name: 'Dana',
      family_name: 'W',
    });
    expect(profile).toEqual({ id: 'u-1001', firstName: 'Dana', lastName: 'W' });
  });
});
