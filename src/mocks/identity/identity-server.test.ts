import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_DETAILS_FIELDS,
  PaymentCardsSchema,
} from '../../api/payment-cards/payment-details.schema';
import { SEED_USERS } from '../db/seed-users';
import { identityHandlers } from '../handlers/identity';
import { randomToken } from './base64url';
import { verifyJwt } from './jwt';
import { s256Challenge } from './pkce';
import { resetRedirectUris } from './redirect-uris';
import { server } from '../node';

// Node's fetch keeps no cookies: the session cookie goes by hand. msw in Node needs absolute URLs.
const ORIGIN = 'http://localhost';
const AUTHENTICATE = `${ORIGIN}/auth/json/realms/root/realms/alpha/authenticate`;
const SESSIONS = `${ORIGIN}/auth/json/realms/root/realms/alpha/sessions/`;
const OAUTH = `${ORIGIN}/auth/oauth2/realms/root/realms/alpha`;
const LOGIN_QUERY = '?authIndexType=service&authIndexValue=Login';
const REDIRECT_URI = `${ORIGIN}/callback`;
const CLIENT_ID = 'store-widgets';
const USER = SEED_USERS[0]!;
const OTHER = SEED_USERS[1]!;

interface Callback {
  type: string;
  input: { name: string; value: unknown }[];
  output: { name: string; value: unknown }[];
}
interface Step {
  authId: string;
  callbacks: Callback[];
  stage: string;
  header: string;
  description: string;
}
interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function startTree(query = LOGIN_QUERY, cookie?: string): Promise<Step> {
  const response = await fetch(`${AUTHENTICATE}${query}`, {
    method: 'POST',
    headers: { ...json, ...(cookie ? { Cookie: cookie } : {}) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Step;
}

function fill(step: Step, values: Record<string, string>): Step {
  return {
    ...step,
    callbacks: step.callbacks.map((c) => ({
      ...c,
      input: [{ name: c.input[0]!.name, value: values[c.type] ?? '' }],
    })),
  };
}

function submit(step: Step, query = LOGIN_QUERY, cookie?: string): Promise<Response> {
  return fetch(`${AUTHENTICATE}${query}`, {
    method: 'POST',
    headers: { ...json, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(step),
  });
}

async function signIn(user = USER): Promise<{ cookie: string; tokenId: string }> {
  const step = await startTree();
  const response = await submit(
    fill(step, { NameCallback: user.username, PasswordCallback: user.password }),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { tokenId: string };
  return { cookie: cookieOf(response), tokenId: body.tokenId };
}

async function pkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomToken(32);
  return { verifier, challenge: await s256Challenge(verifier) };
}

function authorizeParams(challenge: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
}

function authorize(challenge: string, cookie?: string, extra: Record<string, string> = {}) {
  return fetch(`${OAUTH}/authorize?${authorizeParams(challenge, extra)}`, {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
  });
}

function location(response: Response): URL {
  return new URL(response.headers.get('location') ?? '', ORIGIN);
}

async function codeFor(cookie: string, challenge: string): Promise<string> {
  const response = await authorize(challenge, cookie, { prompt: 'none' });
  expect(response.status).toBe(302);
  const code = location(response).searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

function exchange(code: string, verifier: string, overrides: Record<string, string> = {}) {
  return fetch(`${OAUTH}/access_token`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      code,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      ...overrides,
    }),
  });
}

async function signInWithTokens(user = USER) {
  const session = await signIn(user);
  const { verifier, challenge } = await pkce();
  const response = await exchange(await codeFor(session.cookie, challenge), verifier);
  expect(response.status).toBe(200);
  return { ...session, tokens: (await response.json()) as Tokens };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const userinfo = (token: string) => fetch(`${OAUTH}/userinfo`, { headers: bearer(token) });

beforeEach(() => {
  server.use(
    ...identityHandlers,
    http.get(REDIRECT_URI, () => HttpResponse.text('callback page')),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('authentication tree Login', () => {
  it('asks for name and password, then signs in with a session cookie', async () => {
    const step = await startTree();
    expect(step).toMatchObject({ stage: expect.any(String), header: 'Sign In' });
    expect(step.authId).toEqual(expect.any(String));
    expect(step.callbacks.map((c) => c.type)).toEqual(['NameCallback', 'PasswordCallback']);
    expect(step.callbacks[0]!.input[0]).toEqual({ name: 'IDToken1', value: '' });

    const response = await submit(
      fill(step, { NameCallback: USER.username, PasswordCallback: USER.password }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { tokenId: string };
    expect(body).toEqual({
      tokenId: expect.any(String),
      successUrl: expect.any(String),
      realm: '/alpha',
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^iPlanetDirectoryPro=${body.tokenId};`));
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
  });

  it('runs the same tree without query, and accepts a first POST with an empty body', async () => {
    const step = await startTree('');
    expect(step.callbacks).toHaveLength(2);
    const response = await submit(
      fill(step, { NameCallback: OTHER.username, PasswordCallback: OTHER.password }),
      '',
    );
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with 401 Login failure', async () => {
    const step = await startTree();
    const response = await submit(
      fill(step, { NameCallback: USER.username, PasswordCallback: 'wrong' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 401,
      reason: 'Unauthorized',
      message: 'Login failure',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an unknown username with 401 Login failure', async () => {
    const step = await startTree();
    const response = await submit(
      fill(step, { NameCallback: 'nobody@example.com', PasswordCallback: USER.password }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Login failure' });
  });

  it('refuses a made-up authId and a used one', async () => {
    const step = await startTree();
    const madeUp = await submit(
      fill(
        { ...step, authId: 'made-up' },
        { NameCallback: USER.username, PasswordCallback: USER.password },
      ),
    );
    expect(madeUp.status).toBe(401);
    expect(await madeUp.json()).toMatchObject({ code: 401, reason: 'Unauthorized' });

    const filled = fill(step, { NameCallback: USER.username, PasswordCallback: USER.password });
    expect((await submit(filled)).status).toBe(200);
    expect((await submit(filled)).status).toBe(401);
  });

  it('with a live sign-in session answers at once with its tokenId, as AM does; not once it ended', async () => {
    const { cookie, tokenId } = await signIn();
    const again = await fetch(`${AUTHENTICATE}${LOGIN_QUERY}`, {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      tokenId,
      successUrl: expect.any(String),
      realm: '/alpha',
    });
    // AM's header form of the session and the tree without query are the login tree too.
    const byHeader = await fetch(AUTHENTICATE, {
      method: 'POST',
      headers: { ...json, iPlanetDirectoryPro: tokenId },
    });
    expect(await byHeader.json()).toMatchObject({ tokenId });

    // Sign-out's first call ends the session: the tree asks for the credentials again.
    await fetch(`${SESSIONS}?_action=logout`, { method: 'POST', headers: { Cookie: cookie } });
    const afterLogout = await startTree(LOGIN_QUERY, cookie);
    expect(afterLogout.callbacks.map((c) => c.type)).toEqual(['NameCallback', 'PasswordCallback']);
  });

  it('asks for the credentials again once end session ended the sign-in session', async () => {
    const { cookie, tokens } = await signInWithTokens();
    expect(await (await submit({} as Step, LOGIN_QUERY, cookie)).json()).toHaveProperty('tokenId');
    await fetch(`${OAUTH}/connect/endSession?id_token_hint=${encodeURIComponent(tokens.id_token)}`);
    const after = await startTree(LOGIN_QUERY, cookie);
    expect(after.callbacks.map((c) => c.type)).toEqual(['NameCallback', 'PasswordCallback']);
  });

  it('refuses an unknown tree', async () => {
    const response = await fetch(`${AUTHENTICATE}?authIndexType=service&authIndexValue=Other`, {
      method: 'POST',
      headers: json,
    });
    expect(response.status).toBe(400);
  });
});

describe('authorize', () => {
  it('without a session: prompt=none gives login_required, otherwise the hosted login page', async () => {
    const { challenge } = await pkce();
    const silent = await authorize(challenge, undefined, { prompt: 'none' });
    expect(silent.status).toBe(302);
    const back = location(silent);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('login_required');
    expect(back.searchParams.get('error_description')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe('state-123');

    const interactive = await authorize(challenge);
    expect(interactive.status).toBe(302);
    const login = location(interactive);
    expect(login.pathname).toBe('/auth/login');
    const goto = login.searchParams.get('goto')!;
    expect(goto).toContain('/auth/oauth2/realms/root/realms/alpha/authorize?');

    // Redirect login mode: the page, its form post, then the authorize request continues.
    const page = await fetch(login.href);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('name="password"');

    const wrong = await fetch(`${ORIGIN}/auth/login`, {
      method: 'POST',
      headers: form,
      redirect: 'manual',
      body: new URLSearchParams({ username: USER.username, password: 'nope', goto }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Login failure');

    const posted = await fetch(`${ORIGIN}/auth/login`, {
      method: 'POST',
      headers: form,
      redirect: 'manual',
      body: new URLSearchParams({ username: USER.username, password: USER.password, goto }),
    });
    expect(posted.status).toBe(303);
    const cookie = cookieOf(posted);
    expect(cookie).toMatch(/^iPlanetDirectoryPro=.+/);
    const continued = await fetch(location(posted), {
      redirect: 'manual',
      headers: { Cookie: cookie },
    });
    expect(continued.status).toBe(302);
    expect(location(continued).searchParams.get('code')).toBeTruthy();
    expect(location(continued).searchParams.get('state')).toBe('state-123');
  });

  it('the hosted login page with a live session asks for nothing: it carries on, or says so', async () => {
    const { cookie } = await signIn();
    const { challenge } = await pkce();
    const interactive = await authorize(challenge);
    const login = location(interactive);
    // Opened again with the session (Back after signing in): the authorize request continues.
    const again = await fetch(login.href, { redirect: 'manual', headers: { Cookie: cookie } });
    expect(again.status).toBe(302);
    const continued = await fetch(location(again), {
      redirect: 'manual',
      headers: { Cookie: cookie },
    });
    expect(location(continued).searchParams.get('code')).toBeTruthy();
    // Without a `goto` (a bookmark): who is signed in, no form.
    const bare = await fetch(`${ORIGIN}/auth/login`, { headers: { Cookie: cookie } });
    expect(bare.status).toBe(200);
    const text = await bare.text();
    expect(text).toContain('You are signed in.');
    expect(text).not.toContain('name="password"');
    // A goto elsewhere is still no redirect (no open redirect), signed in or not.
    const elsewhere = await fetch(
      `${ORIGIN}/auth/login?goto=${encodeURIComponent('https://evil.example/authorize')}`,
      { redirect: 'manual', headers: { Cookie: cookie } },
    );
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('You are signed in.');
  });

  it('with a session: redirects with code and state (GET and POST)', async () => {
    const { cookie } = await signIn();
    const { challenge } = await pkce();
    const response = await authorize(challenge, cookie, { prompt: 'none' });
    expect(response.status).toBe(302);
    const back = location(response);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('iss')).toBe(`${OAUTH}`);

    // The fetch-based variant: form body, redirect followed, code read from response.url.
    const posted = await fetch(`${OAUTH}/authorize`, {
      method: 'POST',
      headers: { ...form, Cookie: cookie },
      credentials: 'include',
      body: authorizeParams(challenge, { prompt: 'none' }),
    });
    expect(posted.status).toBe(200);
    const final = new URL(posted.url);
    expect(final.origin + final.pathname).toBe(REDIRECT_URI);
    expect(final.searchParams.get('code')).toBeTruthy();
    expect(final.searchParams.get('state')).toBe('state-123');
  });

  it('never lends one client its session cookie to another (no msw cookie jar in Node)', async () => {
    await signIn();
    const { challenge } = await pkce();
    const response = await authorize(challenge, undefined, { prompt: 'none' });
    expect(location(response).searchParams.get('error')).toBe('login_required');
  });

  it('validates client, redirect URI and PKCE parameters', async () => {
    const { cookie } = await signIn();
    const { challenge } = await pkce();
    expect((await authorize(challenge, cookie, { client_id: 'other' })).status).toBe(400);
    const foreign = await authorize(challenge, cookie, { redirect_uri: 'https://evil.example/cb' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
    const plain = await authorize(challenge, cookie, { code_challenge_method: 'plain' });
    expect(location(plain).searchParams.get('error')).toBe('invalid_request');
    const noOpenid = await authorize(challenge, cookie, { scope: 'profile' });
    expect(location(noOpenid).searchParams.get('error')).toBe('invalid_scope');
  });

  describe('registered redirect URIs', () => {
    const SHOP = 'http://shop.localhost:8089/sign-in/';
    const register = (uri: string) =>
      fetch(`${ORIGIN}/__mock/identity/redirect-uris`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ uri }),
      });

    afterEach(() => resetRedirectUris());

    it('refuses a page on another origin until it is registered, then sends the code there', async () => {
      const { cookie } = await signIn();
      const { verifier, challenge } = await pkce();
      const before = await authorize(challenge, cookie, { redirect_uri: SHOP, prompt: 'none' });
      expect(before.status).toBe(400);
      expect(await before.json()).toMatchObject({ error: 'invalid_request' });

      expect((await register(SHOP)).status).toBe(204);
      const after = await authorize(challenge, cookie, { redirect_uri: SHOP, prompt: 'none' });
      expect(after.status).toBe(302);
      const back = location(after);
      expect(`${back.origin}${back.pathname}`).toBe(SHOP);
      const code = back.searchParams.get('code')!;
      const tokens = await exchange(code, verifier, { redirect_uri: SHOP });
      expect(tokens.status).toBe(200);
    });

    it('matches a registered URI exactly: trailing slash and query count', async () => {
      await register(SHOP);
      const { cookie } = await signIn();
      const { challenge } = await pkce();
      for (const other of [SHOP.slice(0, -1), `${SHOP}?a=1`, SHOP.replace('8089', '8090')]) {
        const answer = await authorize(challenge, cookie, { redirect_uri: other, prompt: 'none' });
        expect(answer.status, other).toBe(400);
      }
    });

    it('lets an entry ending in * cover every page it starts', async () => {
      await register('http://shop.localhost:8089/*');
      const { cookie } = await signIn();
      const { challenge } = await pkce();
      const answer = await authorize(challenge, cookie, {
        redirect_uri: 'http://shop.localhost:8089/cart/?x=1',
        prompt: 'none',
      });
      expect(answer.status).toBe(302);
    });

    it('refuses to register what is not an http(s) URL', async () => {
      expect((await register('javascript:alert(1)')).status).toBe(400);
      expect((await register('/relative')).status).toBe(400);
    });

    it('sends a signed-out browser only to a registered post_logout_redirect_uri', async () => {
      const { tokens } = await signInWithTokens();
      const hint = encodeURIComponent(tokens.id_token);
      const refused = await fetch(
        `${OAUTH}/connect/endSession?id_token_hint=${hint}&post_logout_redirect_uri=${encodeURIComponent(SHOP)}`,
        { redirect: 'manual' },
      );
      expect(refused.status).toBe(400);
      await register(SHOP);
      const { tokens: again } = await signInWithTokens();
      const allowed = await fetch(
        `${OAUTH}/connect/endSession?id_token_hint=${encodeURIComponent(again.id_token)}&post_logout_redirect_uri=${encodeURIComponent(SHOP)}`,
        { redirect: 'manual' },
      );
      expect(allowed.status).toBe(302);
      expect(allowed.headers.get('location')).toBe(SHOP);
    });
  });

  it('answers consent_required once when the control asks for it', async () => {
    const { cookie } = await signIn();
    const { challenge } = await pkce();
    const control = await fetch(`${ORIGIN}/__mock/identity/require-consent`, { method: 'POST' });
    expect(control.status).toBe(204);
    const first = location(await authorize(challenge, cookie, { prompt: 'none' }));
    expect(first.searchParams.get('error')).toBe('consent_required');
    expect(first.searchParams.get('error_description')).toBe('The request requires consent.');
    const second = location(await authorize(challenge, cookie, { prompt: 'none' }));
    expect(second.searchParams.get('code')).toBeTruthy();
  });
});

describe('access token', () => {
  it('exchanges a code with the right verifier for tokens', async () => {
    const { cookie } = await signIn();
    const { verifier, challenge } = await pkce();
    const response = await exchange(await codeFor(cookie, challenge), verifier);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Tokens;
    expect(tokens).toEqual({
      access_token: expect.any(String),
      id_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      scope: 'openid profile email',
      token_type: 'Bearer',
    });
    const claims = await verifyJwt(tokens.id_token);
    expect(claims).toMatchObject({
      sub: USER.id,
      user_id: USER.id,
      given_name: USER.firstName,
      family_name: USER.lastName,
      email: USER.email,
      aud: CLIENT_ID,
      iss: OAUTH,
    });
    expect(claims!.exp).toBeGreaterThan(Date.now() / 1000);
    // The commerce handlers accept the access token.
    const current = await fetch(`${ORIGIN}/store/customer/current`, {
      headers: bearer(tokens.access_token),
    });
    expect(current.status).toBe(200);
    expect(await current.json()).toMatchObject({ userId: USER.id });
  });

  it('refuses a wrong PKCE verifier', async () => {
    const { cookie } = await signIn();
    const { challenge } = await pkce();
    const other = await pkce();
    const response = await exchange(await codeFor(cookie, challenge), other.verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.any(String),
    });
  });

  it('refuses a reused code and revokes what it gave', async () => {
    const { cookie } = await signIn();
    const { verifier, challenge } = await pkce();
    const code = await codeFor(cookie, challenge);
    const first = await exchange(code, verifier);
    const tokens = (await first.json()) as Tokens;
    const second = await exchange(code, verifier);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await userinfo(tokens.access_token)).status).toBe(401);
  });

  it('refuses an expired code (60 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cookie } = await signIn();
    const { verifier, challenge } = await pkce();
    const code = await codeFor(cookie, challenge);
    vi.setSystemTime(Date.now() + 61_000);
    const response = await exchange(code, verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a code with another redirect_uri or an unknown client', async () => {
    const { cookie } = await signIn();
    const { verifier, challenge } = await pkce();
    const mismatch = await exchange(await codeFor(cookie, challenge), verifier, {
      redirect_uri: `${ORIGIN}/elsewhere`,
    });
    expect(await mismatch.json()).toMatchObject({ error: 'invalid_grant' });
    const client = await exchange(await codeFor(cookie, challenge), verifier, {
      client_id: 'other',
    });
    expect(client.status).toBe(400);
    expect(await client.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refreshes with a refresh token, which is single-use', async () => {
    const { tokens } = await signInWithTokens();
    const refresh = () =>
      fetch(`${OAUTH}/access_token`, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({
          client_id: CLIENT_ID,
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        }),
      });
    const response = await refresh();
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as Tokens;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(renewed.id_token).toEqual(expect.any(String));
    expect((await userinfo(renewed.access_token)).status).toBe(200);
    const again = await refresh();
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('userinfo, expiry, revoke, end session', () => {
  it('returns the user claims for a valid bearer', async () => {
    const { tokens } = await signInWithTokens();
    const response = await userinfo(tokens.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sub: USER.id,
      user_id: USER.id,
      given_name: USER.firstName,
      family_name: USER.lastName,
      email: USER.email,
    });
    expect((await userinfo('at-unknown')).status).toBe(401);
    expect((await fetch(`${OAUTH}/userinfo`)).status).toBe(401);
  });

  it('refuses expired access tokens at userinfo and /store/customer/current', async () => {
    const { tokens } = await signInWithTokens();
    const control = await fetch(`${ORIGIN}/__mock/identity/expire-tokens`, { method: 'POST' });
    expect(control.status).toBe(204);
    expect((await userinfo(tokens.access_token)).status).toBe(401);
    const current = await fetch(`${ORIGIN}/store/customer/current`, {
      headers: bearer(tokens.access_token),
    });
    expect(current.status).toBe(401);
  });

  it('expires access tokens after expires_in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { tokens } = await signInWithTokens();
    vi.setSystemTime(Date.now() + tokens.expires_in * 1000 + 1);
    expect((await userinfo(tokens.access_token)).status).toBe(401);
    const current = await fetch(`${ORIGIN}/store/customer/current`, {
      headers: bearer(tokens.access_token),
    });
    expect(current.status).toBe(401);
  });

  it('honours a shorter access token lifetime set by the control', async () => {
    const control = await fetch(`${ORIGIN}/__mock/identity/access-token-ttl`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ seconds: 5 }),
    });
    expect(control.status).toBe(204);
    const { tokens } = await signInWithTokens();
    expect(tokens.expires_in).toBe(5);
  });

  it('revokes an access token and a refresh token', async () => {
    const { tokens } = await signInWithTokens();
    const revoke = (token: string) =>
      fetch(`${OAUTH}/token/revoke`, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ client_id: CLIENT_ID, token }),
      });
    expect((await revoke(tokens.access_token)).status).toBe(200);
    expect((await userinfo(tokens.access_token)).status).toBe(401);
    expect((await revoke(tokens.refresh_token)).status).toBe(200);
    const refresh = await fetch(`${OAUTH}/access_token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(refresh.status).toBe(400);
  });

  it('ends the session with id_token_hint and clears the cookie', async () => {
    const { cookie, tokens } = await signInWithTokens();
    const response = await fetch(
      `${OAUTH}/connect/endSession?id_token_hint=${encodeURIComponent(tokens.id_token)}`,
      { headers: { ...bearer(tokens.access_token), Cookie: cookie } },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^iPlanetDirectoryPro=;.*Max-Age=0/);
    const { challenge } = await pkce();
    const after = await authorize(challenge, cookie, { prompt: 'none' });
    expect(location(after).searchParams.get('error')).toBe('login_required');
    const unknown = await fetch(`${OAUTH}/connect/endSession?id_token_hint=nope`);
    expect(unknown.status).toBe(400);
  });

  it('ends the session with sessions?_action=logout', async () => {
    const { cookie } = await signIn();
    const response = await fetch(`${SESSIONS}?_action=logout`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Accept-API-Version': 'protocol=1.0,resource=2.0' },
    });
    expect(response.status).toBe(200);
    const { challenge } = await pkce();
    const after = await authorize(challenge, cookie, { prompt: 'none' });
    expect(location(after).searchParams.get('error')).toBe('login_required');
  });
});

describe('step-up on payment cards', () => {
  // OCC's saved cards, asked for what the client's converter reads.
  const cardsUrl = (userId: string) =>
    `${ORIGIN}/headless/ecommerce/v2/users/${userId}/paymentdetails?${new URLSearchParams({
      saved: 'true',
      fields: `payments(${PAYMENT_DETAILS_FIELDS})`,
    })}`;

  function adviceQuery(txId: string): string {
    const xml = `<Advices><AttributeValuePair><Attribute name="TransactionConditionAdvice"/><Value>${txId}</Value></AttributeValuePair></Advices>`;
    return `?authIndexType=composite_advice&authIndexValue=${encodeURIComponent(xml)}`;
  }

  async function askForCards(accessToken: string) {
    const response = await fetch(cardsUrl(USER.id), { headers: bearer(accessToken) });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { advices: { TransactionConditionAdvice: string[] } };
    return { response, txId: body.advices.TransactionConditionAdvice[0]! };
  }

  it('runs advice, tree and retry to get the cards', async () => {
    const { cookie, tokenId, tokens } = await signInWithTokens();
    const { response, txId } = await askForCards(tokens.access_token);
    expect(txId).toEqual(expect.any(String));

    // The header form, decoded as the SDK's http-client does (getAdvicesFromHeader).
    const header = response.headers.get('www-authenticate') ?? '';
    const part = header.split(',').find((p) => p.includes('advices')) ?? '';
    const encoded = /"(\S+)"/.exec(part)?.[1] ?? '';
    expect(JSON.parse(atob(encoded))).toEqual({ TransactionConditionAdvice: [txId] });

    // The tree for the advice: password only; the SDK posts the filled step to plain /authenticate.
    const step = await startTree(adviceQuery(txId), cookie);
    expect(step.callbacks.map((c) => c.type)).toEqual(['PasswordCallback']);
    const done = await submit(fill(step, { PasswordCallback: USER.password }), '', cookie);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ tokenId, successUrl: expect.any(String) });

    const retried = await fetch(cardsUrl(USER.id), {
      headers: { ...bearer(tokens.access_token), 'X-TxID': txId, 'X-IdToken': tokens.id_token },
    });
    expect(retried.status).toBe(200);
    const cards = v.parse(PaymentCardsSchema, await retried.json());
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toEqual({
      id: expect.any(String),
      brand: expect.any(String),
      last4: expect.stringMatching(/^\d{4}$/),
      expiryMonth: expect.any(Number),
      expiryYear: expect.any(Number),
      defaultPayment: true,
      cardHolder: { firstName: expect.any(String), lastName: expect.any(String) },
      billingAddress: expect.objectContaining({ line1: expect.any(String) }),
    });

    // A completed transaction authorizes one request.
    const replay = await fetch(cardsUrl(USER.id), {
      headers: { ...bearer(tokens.access_token), 'X-TxID': txId, 'X-IdToken': tokens.id_token },
    });
    expect(replay.status).toBe(401);
  });

  it('accepts the query form (_txid, _idtoken) and X-Id-Token', async () => {
    const { cookie, tokens } = await signInWithTokens();
    for (const retry of ['query', 'header'] as const) {
      const { txId } = await askForCards(tokens.access_token);
      const step = await startTree(adviceQuery(txId), cookie);
      await submit(fill(step, { PasswordCallback: USER.password }), '', cookie);
      const response =
        retry === 'query'
          ? await fetch(
              `${cardsUrl(USER.id)}&_txid=${txId}&_idtoken=${encodeURIComponent(tokens.id_token)}`,
              { headers: bearer(tokens.access_token) },
            )
          : await fetch(cardsUrl(USER.id), {
              headers: {
                ...bearer(tokens.access_token),
                'X-TxID': txId,
                'X-Id-Token': tokens.id_token,
              },
            });
      expect(response.status).toBe(200);
    }
  });

  it('keeps asking without a completed transaction, a right password or an id token', async () => {
    const { cookie, tokens } = await signInWithTokens();
    const { txId } = await askForCards(tokens.access_token);

    const uncompleted = await fetch(cardsUrl(USER.id), {
      headers: { ...bearer(tokens.access_token), 'X-TxID': txId, 'X-IdToken': tokens.id_token },
    });
    expect(uncompleted.status).toBe(401);
    expect(await uncompleted.json()).toHaveProperty('advices.TransactionConditionAdvice');

    const step = await startTree(adviceQuery(txId), cookie);
    const wrong = await submit(fill(step, { PasswordCallback: 'wrong' }), '', cookie);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Login failure' });

    const again = await startTree(adviceQuery(txId), cookie);
    await submit(fill(again, { PasswordCallback: USER.password }), '', cookie);
    const noIdToken = await fetch(cardsUrl(USER.id), {
      headers: { ...bearer(tokens.access_token), 'X-TxID': txId },
    });
    expect(noIdToken.status).toBe(401);

    const unknownTx = await fetch(`${AUTHENTICATE}${adviceQuery('not-a-transaction')}`, {
      method: 'POST',
      headers: json,
    });
    expect(unknownTx.status).toBe(400);
  });

  it("refuses another user's session for the transaction and another user's cards", async () => {
    const { tokens } = await signInWithTokens();
    const { txId } = await askForCards(tokens.access_token);
    const other = await signIn(OTHER);
    const step = await startTree(adviceQuery(txId), other.cookie);
    const response = await submit(
      fill(step, { PasswordCallback: OTHER.password }),
      '',
      other.cookie,
    );
    expect(response.status).toBe(401);

    const foreign = await fetch(cardsUrl(OTHER.id), { headers: bearer(tokens.access_token) });
    expect(foreign.status).toBe(403);
    expect((await fetch(cardsUrl(USER.id))).status).toBe(401);
  });
});
