import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { startFlow, takeFlow } from '../identity/auth-flows';
import { redeemCode, issueCode } from '../identity/codes';
import {
  CLIENT_ID,
  LOGIN_TREE,
  REALM,
  REALM_PATH,
  authRoot,
  issuerOf,
} from '../identity/constants';
import { requireConsent, setAccessTokenTtl, takeConsentRequired } from '../identity/controls';
import { loginPageHtml, signedInPageHtml } from '../identity/login-page';
import { isCodeChallenge, isCodeVerifier, verifyPkce } from '../identity/pkce';
import { registeredRedirectUrl, registerRedirectUri } from '../identity/redirect-uris';
import { checkPasswordChange, PASSWORD_TREE, passwordStep } from '../identity/password-tree';
import {
  clearedSessionCookie,
  endOtherSessions,
  createSession,
  endSession,
  endSessionById,
  requestSession,
  sessionCookie,
  type IdentitySession,
} from '../identity/sessions';
import { hasScope, mintTokens } from '../identity/tokens';
import {
  completeTransaction,
  transactionIdFromAdvice,
  transactionUserId,
} from '../identity/transactions';
import { changeUser } from '../identity/user-directory';
import { userByCredentials, userById, userClaims } from '../identity/users';
import {
  accessTokenUserId,
  bearerToken,
  expireAccessTokens,
  idTokenEntry,
  revokeGrant,
  revokeToken,
  revokeUserTokensOutside,
  takeRefreshToken,
} from '../identity/session-tokens';
import { service } from './commerce-declarations';

/**
 * The fake identity server, speaking what the ForgeRock JavaScript SDK sends (realm `alpha`):
 * authentication trees, OAuth 2 / OIDC with PKCE, sessions, transactional step-up, test controls.
 */
const JSON_BASE = `*/auth/json/${REALM_PATH}`;
const OAUTH_BASE = `*/auth/oauth2/${REALM_PATH}`;
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

// Response helpers

function amError(code: 400 | 401, message: string) {
  return HttpResponse.json(
    { code, reason: code === 401 ? 'Unauthorized' : 'Bad Request', message },
    { status: code },
  );
}

function oauthError(error: string, description: string, status = 400) {
  return HttpResponse.json(
    { error, error_description: description },
    { status, headers: NO_STORE },
  );
}

/**
 * A response that may set the session cookie. msw's cookie jar is process-wide: fine in a browser,
 * but in Node it would hand one client's session to all, so there it is a plain header.
 */
const COOKIE_JAR = typeof document !== 'undefined';

function send(body: string | null, init: { status?: number; headers: Record<string, string> }) {
  return COOKIE_JAR ? new HttpResponse(body, init) : new Response(body, init);
}

function sendJson(body: unknown, headers: Record<string, string>) {
  return send(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function redirect(location: string, status: 302 | 303, headers: Record<string, string> = {}) {
  return send(null, { status, headers: { Location: location, ...headers } });
}

async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text().catch(() => ''));
}

// Authentication trees (`/json/realms/root/realms/alpha/authenticate`)

const StepSchema = v.object({
  authId: v.string(),
  callbacks: v.optional(
    v.array(
      v.object({
        type: v.string(),
        input: v.optional(v.array(v.object({ name: v.string(), value: v.unknown() }))),
      }),
    ),
    [],
  ),
});
type StepInput = v.InferOutput<typeof StepSchema>;

function inputOf(step: StepInput, type: string): unknown {
  return step.callbacks.find((c) => c.type === type)?.input?.[0]?.value;
}

function callback(type: 'NameCallback' | 'PasswordCallback', prompt: string, index: number) {
  return {
    type,
    output: [{ name: 'prompt', value: prompt }],
    input: [{ name: `IDToken${index + 1}`, value: '' }],
    _id: index,
  };
}

function loginStep() {
  return {
    authId: startFlow({ kind: 'login' }),
    callbacks: [
      callback('NameCallback', 'User Name', 0),
      callback('PasswordCallback', 'Password', 1),
    ],
    stage: 'UsernamePassword',
    header: 'Sign In',
    description: 'Sign in with your username and password.',
  };
}

function transactionStep(txId: string) {
  return {
    authId: startFlow({ kind: 'transaction', txId }),
    callbacks: [callback('PasswordCallback', 'Password', 0)],
    stage: 'TransactionPassword',
    header: 'Confirm it is you',
    description: 'Enter your password again to continue.',
  };
}

function loginSuccess(session: IdentitySession) {
  return sendJson(
    { tokenId: session.tokenId, successUrl: '/enduser/?realm=/alpha', realm: REALM },
    { 'Set-Cookie': sessionCookie(session) },
  );
}

const loginFailure = () => amError(401, 'Login failure');

/**
 * First call of a tree. With a live session the login tree succeeds at once, as AM does: which is
 * why sign-out must end the session.
 */
function startTree(url: URL, session: IdentitySession | undefined) {
  const type = url.searchParams.get('authIndexType');
  const value = url.searchParams.get('authIndexValue');
  if (!type || (type === 'service' && (!value || value === LOGIN_TREE))) {
    return session ? loginSuccess(session) : HttpResponse.json(loginStep());
  }
  if (type === 'service' && value === PASSWORD_TREE) {
    // Only a signed-in user changes their password: the tree is theirs by the session cookie.
    if (!session) return loginFailure();
    return HttpResponse.json(passwordStep(startFlow({ kind: 'password', userId: session.userId })));
  }
  if (type === 'composite_advice') {
    const txId = transactionIdFromAdvice(value ?? '');
    if (!txId || !transactionUserId(txId)) return amError(400, 'Invalid composite advice');
    return HttpResponse.json(transactionStep(txId));
  }
  return amError(400, 'No configuration found');
}

async function authenticate(request: Request, cookies: Record<string, string>) {
  const text = await request.text().catch(() => '');
  const current = requestSession(request, cookies);
  if (!text.trim()) return startTree(new URL(request.url), current);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return amError(400, 'Invalid JSON');
  }
  const parsed = v.safeParse(StepSchema, raw);
  if (!parsed.success) return startTree(new URL(request.url), current);
  const step = parsed.output;
  const flow = takeFlow(step.authId);
  if (!flow) return amError(401, 'Session has timed out');

  if (flow.kind === 'password') return changePassword(step, flow.userId, current);
  if (flow.kind === 'login') {
    const user = userByCredentials(
      inputOf(step, 'NameCallback'),
      inputOf(step, 'PasswordCallback'),
    );
    if (!user) return loginFailure();
    // The browser holds one session cookie: a new sign-in replaces the old session.
    endSession(current);
    return loginSuccess(createSession(user.id));
  }

  const userId = transactionUserId(flow.txId);
  const user = userId === undefined ? undefined : userById(userId);
  if (!user || (current && current.userId !== user.id)) return loginFailure();
  if (inputOf(step, 'PasswordCallback') !== user.password) return loginFailure();
  completeTransaction(flow.txId);
  return loginSuccess(current ?? createSession(user.id));
}

function changePassword(step: StepInput, userId: string, current: IdentitySession | undefined) {
  const user = userById(userId);
  if (!user || !current || current.userId !== userId) return loginFailure();
  const next = inputOf(step, 'ValidatedCreatePasswordCallback');
  const result = checkPasswordChange(user, inputOf(step, 'PasswordCallback'), next);
  if (result === 'wrong-current') return loginFailure();
  if (result !== 'ok') {
    return HttpResponse.json(passwordStep(startFlow({ kind: 'password', userId }), result));
  }
  changeUser(userId, { password: String(next) });
  // Other sign-ins end (whoever knew the old password); this browser's session is kept.
  endOtherSessions(userId, current);
  revokeUserTokensOutside(userId, current.id);
  return loginSuccess(current);
}

// Authorize (GET: hidden iframe or full redirect; POST: fetch with a form body)

async function authorize(
  request: Request,
  cookies: Record<string, string>,
  params: URLSearchParams,
  status: 302 | 303,
) {
  const url = new URL(request.url);
  const clientId = params.get('client_id');
  if (clientId !== CLIENT_ID) return oauthError('invalid_client', 'Unknown client_id');
  const rawRedirectUri = params.get('redirect_uri');
  const redirectUri = registeredRedirectUrl(rawRedirectUri, url.origin);
  if (!rawRedirectUri || !redirectUri) {
    return oauthError('invalid_request', 'redirect_uri is not registered for this client');
  }
  const state = params.get('state') ?? '';
  const back = (query: Record<string, string>) => {
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    if (state) target.searchParams.set('state', state);
    return redirect(target.href, status);
  };
  const fail = (error: string, description: string) =>
    back({ error, error_description: description });

  if (params.get('response_type') !== 'code') {
    return fail('unsupported_response_type', 'response_type must be code');
  }
  const scope = (params.get('scope') ?? '').trim();
  if (!hasScope(scope, 'openid')) return fail('invalid_scope', 'scope must include openid');
  if (!state) return fail('invalid_request', 'state is required');
  const codeChallenge = params.get('code_challenge') ?? '';
  if (!isCodeChallenge(codeChallenge)) {
    return fail('invalid_request', 'code_challenge must be BASE64URL(SHA256(code_verifier))');
  }
  if (params.get('code_challenge_method') !== 'S256') {
    return fail('invalid_request', 'code_challenge_method must be S256');
  }
  if (takeConsentRequired()) return fail('consent_required', 'The request requires consent.');

  const session = requestSession(request, cookies);
  if (!session) {
    const prompts = (params.get('prompt') ?? '').split(/\s+/);
    if (prompts.includes('none')) {
      return fail('login_required', 'The request requires some interaction that is not allowed.');
    }
    const root = authRoot(url);
    const goto = `${root}/oauth2/${REALM_PATH}/authorize?${params.toString()}`;
    return redirect(`${url.origin}${root}/login?goto=${encodeURIComponent(goto)}`, status);
  }

  const nonce = params.get('nonce');
  const code = issueCode({
    clientId,
    redirectUri: rawRedirectUri,
    codeChallenge,
    userId: session.userId,
    scope,
    sessionId: session.id,
    nonce: nonce ?? undefined,
  });
  return back({ code, iss: issuerOf(url), client_id: clientId });
}

// Token endpoint

async function accessToken(request: Request) {
  const form = await readForm(request);
  if (form.get('client_id') !== CLIENT_ID) {
    return oauthError('invalid_client', 'Client authentication failed');
  }
  const issuer = issuerOf(new URL(request.url));
  const grantType = form.get('grant_type');

  if (grantType === 'authorization_code') {
    const value = form.get('code');
    const verifier = form.get('code_verifier');
    if (!value) return oauthError('invalid_request', 'code is required');
    const redemption = redeemCode(value);
    switch (redemption.status) {
      case 'unknown':
        return oauthError('invalid_grant', 'The authorization code is not known');
      case 'expired':
        return oauthError('invalid_grant', 'The authorization code has expired');
      case 'reused':
        // RFC 6749 4.1.2: a replayed code revokes what it was exchanged for.
        revokeGrant(redemption.code.grantId);
        return oauthError('invalid_grant', 'The authorization code has already been used');
      case 'ok':
        break;
    }
    const { code } = redemption;
    if (code.clientId !== CLIENT_ID) {
      return oauthError('invalid_grant', 'The authorization code belongs to another client');
    }
    if (form.get('redirect_uri') !== code.redirectUri) {
      return oauthError('invalid_grant', 'redirect_uri does not match the authorize request');
    }
    if (!verifier) return oauthError('invalid_request', 'code_verifier is required');
    if (!isCodeVerifier(verifier) || !(await verifyPkce(verifier, code.codeChallenge))) {
      return oauthError('invalid_grant', 'PKCE verification failed');
    }
    const user = userById(code.userId);
    if (!user) return oauthError('invalid_grant', 'The user no longer exists');
    const body = await mintTokens(user, {
      grantId: code.grantId,
      scope: code.scope,
      issuer,
      sessionId: code.sessionId,
      nonce: code.nonce,
    });
    return HttpResponse.json(body, { headers: NO_STORE });
  }

  if (grantType === 'refresh_token') {
    const value = form.get('refresh_token');
    if (!value) return oauthError('invalid_request', 'refresh_token is required');
    const entry = takeRefreshToken(value);
    const user = entry ? userById(entry.userId) : undefined;
    if (!entry || !user) {
      return oauthError('invalid_grant', 'The refresh token is invalid, expired or revoked');
    }
    const asked = (form.get('scope') ?? '').trim();
    if (asked && !asked.split(/\s+/).every((s) => hasScope(entry.scope, s))) {
      return oauthError('invalid_scope', 'scope exceeds the original grant');
    }
    const body = await mintTokens(user, {
      grantId: entry.grantId,
      scope: asked || entry.scope,
      issuer,
      sessionId: entry.sessionId,
    });
    return HttpResponse.json(body, { headers: NO_STORE });
  }

  return oauthError(
    'unsupported_grant_type',
    'grant_type must be authorization_code or refresh_token',
  );
}

// Userinfo, end session, revoke, sessions

function userinfo(request: Request) {
  const userId = accessTokenUserId(bearerToken(request));
  const user = userId === undefined ? undefined : userById(userId);
  if (!user) {
    return HttpResponse.json(
      { error: 'invalid_token', error_description: 'The access token is invalid or has expired' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
    );
  }
  return HttpResponse.json(userClaims(user), { headers: NO_STORE });
}

function endSessionResponse(request: Request, cookies: Record<string, string>) {
  const url = new URL(request.url);
  const hint = url.searchParams.get('id_token_hint') ?? '';
  const entry = idTokenEntry(hint);
  if (!entry) return oauthError('invalid_request', 'id_token_hint is missing or not known');
  const rawLogoutUri = url.searchParams.get('post_logout_redirect_uri');
  const logoutUri = registeredRedirectUrl(rawLogoutUri, url.origin);
  if (rawLogoutUri && !logoutUri) {
    return oauthError(
      'invalid_request',
      'post_logout_redirect_uri is not registered for this client',
    );
  }
  endSessionById(entry.sessionId);
  endSession(requestSession(request, cookies));
  const headers = { 'Set-Cookie': clearedSessionCookie() };
  if (logoutUri) {
    const state = url.searchParams.get('state');
    if (state) logoutUri.searchParams.set('state', state);
    return redirect(logoutUri.href, 302, headers);
  }
  return send(null, { status: 204, headers });
}

async function revoke(request: Request) {
  const form = await readForm(request);
  if (form.get('client_id') !== CLIENT_ID) {
    return oauthError('invalid_client', 'Client authentication failed');
  }
  const token = form.get('token');
  if (!token) return oauthError('invalid_request', 'token is required');
  revokeToken(token);
  return HttpResponse.json({});
}

function sessions(request: Request, cookies: Record<string, string>) {
  const action = new URL(request.url).searchParams.get('_action');
  const session = requestSession(request, cookies);
  if (action === 'logout') {
    endSession(session);
    return sendJson(
      { result: 'Successfully logged out' },
      { 'Set-Cookie': clearedSessionCookie() },
    );
  }
  if (action === 'validate') {
    const user = session ? userById(session.userId) : undefined;
    return HttpResponse.json(
      session && user
        ? { valid: true, sessionUid: session.id, uid: user.id, realm: REALM }
        : { valid: false },
    );
  }
  return amError(400, `Action ${action ?? ''} not supported`);
}

// Hosted login page (login mode `redirect`)

/** `goto` must continue an authorize request on this server; nothing else (no open redirect). */
function safeGoto(goto: string | null, url: URL): string | undefined {
  if (!goto) return undefined;
  const authorizePath = `${authRoot(url)}/oauth2/${REALM_PATH}/authorize`;
  try {
    const target = new URL(goto, url.origin);
    return target.origin === url.origin && target.pathname === authorizePath
      ? target.href
      : undefined;
  } catch {
    return undefined;
  }
}

function htmlPage(body: string, status = 200, headers: Record<string, string> = {}) {
  return send(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

// Test-only controls

const ConsentSchema = v.optional(
  v.object({ times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
);
const RedirectUriSchema = v.object({ uri: v.string() });
const TtlSchema = v.object({
  seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400)),
});

async function optionalJson(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const identityControlHandlers = service('test control', [
  http.post('*/__mock/identity/expire-tokens', () => {
    expireAccessTokens();
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/__mock/identity/require-consent', async ({ request }) => {
    const result = v.safeParse(ConsentSchema, await optionalJson(request));
    if (!result.success) {
      return HttpResponse.json({ error: result.issues[0]?.message }, { status: 400 });
    }
    requireConsent(result.output?.times ?? 1);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/__mock/identity/redirect-uris', async ({ request }) => {
    const result = v.safeParse(RedirectUriSchema, await optionalJson(request));
    if (!result.success || !registerRedirectUri(result.output.uri)) {
      return HttpResponse.json({ error: 'uri must be an http(s) URL' }, { status: 400 });
    }
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/__mock/identity/access-token-ttl', async ({ request }) => {
    const result = v.safeParse(TtlSchema, await optionalJson(request));
    if (!result.success) {
      return HttpResponse.json({ error: result.issues[0]?.message }, { status: 400 });
    }
    setAccessTokenTtl(result.output.seconds);
    return new HttpResponse(null, { status: 204 });
  }),
]);

export const identityHandlers = service('identity server', [
  ...identityControlHandlers,

  http.post(`${JSON_BASE}/authenticate`, ({ request, cookies }) => authenticate(request, cookies)),
  // The SDK's default sessions path ends in a slash; this pattern matches both spellings.
  http.post(`${JSON_BASE}/sessions`, ({ request, cookies }) => sessions(request, cookies)),

  http.get(`${OAUTH_BASE}/authorize`, ({ request, cookies }) =>
    authorize(request, cookies, new URL(request.url).searchParams, 302),
  ),
  http.post(`${OAUTH_BASE}/authorize`, async ({ request, cookies }) => {
    const params = new URLSearchParams(new URL(request.url).search);
    for (const [key, value] of await readForm(request)) params.set(key, value);
    // 303: the browser (and msw's Node interceptor, which refuses 302 after a body) follows as GET.
    return authorize(request, cookies, params, 303);
  }),
  http.post(`${OAUTH_BASE}/access_token`, ({ request }) => accessToken(request)),
  http.get(`${OAUTH_BASE}/userinfo`, ({ request }) => userinfo(request)),
  http.post(`${OAUTH_BASE}/userinfo`, ({ request }) => userinfo(request)),
  http.get(`${OAUTH_BASE}/connect/endSession`, ({ request, cookies }) =>
    endSessionResponse(request, cookies),
  ),
  http.post(`${OAUTH_BASE}/token/revoke`, ({ request }) => revoke(request)),
  http.get(`${OAUTH_BASE}/.well-known/openid-configuration`, ({ request }) => {
    const url = new URL(request.url);
    const issuer = issuerOf(url);
    return HttpResponse.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/access_token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      end_session_endpoint: `${issuer}/connect/endSession`,
      revocation_endpoint: `${issuer}/token/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile', 'email'],
      id_token_signing_alg_values_supported: ['HS256'],
    });
  }),

  // With a live session (the page opened again: Back after signing in, a bookmark), the server
  // asks for nothing, as AM does: it carries on to `goto`, or says who is signed in.
  http.get('*/auth/login', ({ request, cookies }) => {
    const url = new URL(request.url);
    const goto = safeGoto(url.searchParams.get('goto'), url);
    if (requestSession(request, cookies)) {
      return goto ? redirect(goto, 302) : htmlPage(signedInPageHtml());
    }
    return htmlPage(loginPageHtml({ action: url.pathname, goto: goto ?? '' }));
  }),
  http.post('*/auth/login', async ({ request, cookies }) => {
    const url = new URL(request.url);
    const form = await readForm(request);
    const goto = safeGoto(form.get('goto'), url);
    const user = userByCredentials(form.get('username'), form.get('password'));
    if (!user) {
      const page = loginPageHtml({
        action: url.pathname,
        goto: goto ?? '',
        error: 'Login failure',
      });
      return htmlPage(page, 401);
    }
    endSession(requestSession(request, cookies));
    const cookie = { 'Set-Cookie': sessionCookie(createSession(user.id)) };
    return goto ? redirect(goto, 303, cookie) : htmlPage(signedInPageHtml(), 200, cookie);
  }),
]);
