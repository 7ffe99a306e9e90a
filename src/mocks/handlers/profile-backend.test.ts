import { describe, expect, it } from 'vitest';
import { PreferencesSchema, type Preferences } from '../../api/preferences/preferences.schema';
import { sessionByTokenId } from '../identity/sessions';
import { mintTokens } from '../identity/tokens';
import { userByCredentials, userById } from '../identity/users';
import { accessTokenUserId, takeRefreshToken } from '../identity/session-tokens';
import { CURRENT, call, parsed, signIn as bearerFor } from '../../testing/commerce-backend';
import { USER_READ, UserNamesSchema } from '../../testing/occ-wire';

// Self-service profile, password tree and preferences: the server refuses what the browser
// refuses, and what only it can know (an email in use, the same password).
const ORIGIN = 'http://localhost';
const JSON_BASE = `${ORIGIN}/auth/json/realms/root/realms/alpha`;
const DANA = { id: 'u-1001', username: 'clinician@example.com', password: 'Clinician!2026' };
const json = { 'Content-Type': 'application/json' };

async function identity(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; requestId?: string } = {},
) {
  const headers: Record<string, string> = { ...json };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  const response = await fetch(`${JSON_BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as IdentityBody };
}

/** What the identity server answers: a profile, or IDM's policy refusal. */
interface IdentityBody {
  [attribute: string]: unknown;
  message?: string;
  pendingMail?: string;
  detail?: {
    failedPolicyRequirements: {
      property: string;
      policyRequirements: { policyRequirement: string }[];
    }[];
  };
}

const failed = (body: IdentityBody) =>
  Object.fromEntries(
    (body.detail?.failedPolicyRequirements ?? []).map((entry) => [
      entry.property,
      entry.policyRequirements.map((p) => p.policyRequirement),
    ]),
  );

interface Step {
  authId: string;
  callbacks: {
    type: string;
    input: { name: string; value: unknown }[];
    output: { name: string; value: unknown }[];
  }[];
}

async function session(username = DANA.username, password = DANA.password): Promise<string> {
  const start = (await (
    await fetch(`${JSON_BASE}/authenticate?authIndexType=service&authIndexValue=Login`, {
      method: 'POST',
      headers: json,
    })
  ).json()) as Step;
  const response = await fetch(`${JSON_BASE}/authenticate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(fill(start, { NameCallback: username, PasswordCallback: password })),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function fill(step: Step, values: Record<string, string>): Step {
  return {
    ...step,
    callbacks: step.callbacks.map((c) => ({
      ...c,
      input: c.input.map((input, index) =>
        index === 0 ? { ...input, value: values[c.type] ?? '' } : input,
      ),
    })),
  };
}

async function passwordTree(cookie: string | undefined, current: string, next: string) {
  const headers = { ...json, ...(cookie ? { Cookie: cookie } : {}) };
  const started = await fetch(
    `${JSON_BASE}/authenticate?authIndexType=service&authIndexValue=UpdatePassword`,
    { method: 'POST', headers },
  );
  if (started.status !== 200) return { status: started.status, failed: [] as string[] };
  const step = (await started.json()) as Step;
  expect(step.callbacks.map((c) => c.type)).toEqual([
    'PasswordCallback',
    'ValidatedCreatePasswordCallback',
  ]);
  const response = await fetch(`${JSON_BASE}/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify(
      fill(step, { PasswordCallback: current, ValidatedCreatePasswordCallback: next }),
    ),
  });
  const body = (await response.json()) as Step & { tokenId?: string };
  const output = body.callbacks?.[1]?.output.find((o) => o.name === 'failedPolicies');
  const failedPolicies = ((output?.value as string[] | undefined) ?? []).map(
    (entry) => (JSON.parse(entry) as { policyRequirement: string }).policyRequirement,
  );
  return { status: response.status, failed: failedPolicies, tokenId: body.tokenId };
}

describe('identity server: the shopper’s profile', () => {
  it('reads and changes the signed-in user’s own names, once per request id, seen by every read', async () => {
    const token = bearerFor(DANA.id);
    const read = await identity('GET', `/users/${DANA.id}`, { token });
    expect(read).toEqual({
      status: 200,
      body: {
        _id: DANA.id,
        userName: DANA.username,
        givenName: 'Dana',
        sn: 'Whitfield',
        mail: DANA.username,
      },
    });
    const change = { givenName: ' Danielle ', sn: "O'Neil-Whitfield" };
    const saved = await identity('PATCH', `/users/${DANA.id}`, {
      token,
      body: change,
      requestId: 'r1',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ givenName: 'Danielle', sn: "O'Neil-Whitfield" });
    // The same request again answers the same, and changes nothing more.
    const again = await identity('PATCH', `/users/${DANA.id}`, {
      token,
      body: { givenName: 'Other', sn: 'Name' },
      requestId: 'r1',
    });
    expect(again.body).toEqual(saved.body);
    expect(userById(DANA.id)).toMatchObject({
      firstName: 'Danielle',
      lastName: "O'Neil-Whitfield",
    });
    // The commerce platform's user read (GET users/current, as the client sends it) reads the same
    // record.
    const commerce = await call('GET', USER_READ, { token });
    expect(parsed(commerce, 200, UserNamesSchema)).toEqual({
      firstName: 'Danielle',
      lastName: "O'Neil-Whitfield",
    });
  });

  it('refuses names against its policies (required, at most 60, letters a-z, hyphens, spaces, apostrophes)', async () => {
    const token = bearerFor(DANA.id);
    const refused = await identity('PATCH', `/users/${DANA.id}`, {
      token,
      body: { givenName: '  ', sn: 'Zoë2' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Failed policy validation');
    expect(failed(refused.body)).toEqual({ givenName: ['REQUIRED'], sn: ['VALID_NAME_FORMAT'] });
    const long = await identity('PATCH', `/users/${DANA.id}`, {
      token,
      body: { givenName: 'a'.repeat(61), sn: 'a'.repeat(60) },
    });
    expect(failed(long.body)).toEqual({ givenName: ['MAX_LENGTH'] });
    expect(userById(DANA.id)).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield' });
  });

  // Names real people have: the same letters a-z, accented or not, as the form's rule.
  it.each([
    ['María José', 'Nguyễn'],
    ['Zoë', "O'Brien"],
    ['Jean-Luc', 'Müller-Lüdenscheidt'],
  ])('takes the names %s %s', async (givenName, sn) => {
    const token = bearerFor(DANA.id);
    const saved = await identity('PATCH', `/users/${DANA.id}`, { token, body: { givenName, sn } });
    expect(saved.status).toBe(200);
    expect(userById(DANA.id)).toMatchObject({ firstName: givenName, lastName: sn });
  });

  it('reads and changes only the token’s own user', async () => {
    expect((await identity('GET', `/users/${DANA.id}`)).status).toBe(401);
    const other = await identity('GET', '/users/u-1002', { token: bearerFor(DANA.id) });
    expect(other.status).toBe(403);
  });

  it('keeps an email change pending until its link is followed, then the new address signs in', async () => {
    const token = bearerFor(DANA.id);
    const asked = await identity('POST', `/users/${DANA.id}?_action=changeEmail`, {
      token,
      body: { mail: 'dana.w@example.org' },
      requestId: 'e1',
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ mail: DANA.username, pendingMail: 'dana.w@example.org' });
    // A double click: the same request id sends no second message.
    await identity('POST', `/users/${DANA.id}?_action=changeEmail`, {
      token,
      body: { mail: 'dana.w@example.org' },
      requestId: 'e1',
    });
    const outbox = (await (await fetch(`${ORIGIN}/__mock/identity/outbox`)).json()) as {
      emails: { to: string; link: string }[];
    };
    expect(outbox.emails).toHaveLength(1);
    expect(outbox.emails[0]!.to).toBe('dana.w@example.org');
    expect(userById(DANA.id)?.email).toBe(DANA.username);

    const confirmed = await fetch(outbox.emails[0]!.link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your email address is now dana.w@example.org.');
    expect(userById(DANA.id)).toMatchObject({
      email: 'dana.w@example.org',
      username: 'dana.w@example.org',
    });
    expect(userByCredentials('dana.w@example.org', DANA.password)?.id).toBe(DANA.id);
    const read = await identity('GET', `/users/${DANA.id}`, { token });
    expect(read.body.pendingMail).toBeUndefined();
    // A link works once.
    expect((await fetch(outbox.emails[0]!.link)).status).toBe(400);
  });

  it('refuses an email address that is malformed, too long or someone else’s', async () => {
    const token = bearerFor(DANA.id);
    const ask = async (mail: unknown) =>
      identity('POST', `/users/${DANA.id}?_action=changeEmail`, { token, body: { mail } });
    expect(failed((await ask('')).body)).toEqual({ mail: ['REQUIRED'] });
    expect(failed((await ask('dana@')).body)).toEqual({ mail: ['VALID_EMAIL_ADDRESS_FORMAT'] });
    for (const malformed of ['dana@example', 'dana@@example.com', 'dana w@example.com'])
      expect(failed((await ask(malformed)).body), malformed).toEqual({
        mail: ['VALID_EMAIL_ADDRESS_FORMAT'],
      });
    expect(failed((await ask(`${'a'.repeat(53)}@example.com`)).body)).toEqual({
      mail: ['MAX_LENGTH'],
    });
    expect((await ask(`${'a'.repeat(52)}@example.com`)).status).toBe(202);
    // Addresses real people have: Profile & Password takes them.
    for (const real of [
      "o'brien@example.co.uk",
      'first.last+tag@sub.example.org',
      'x@example.museum',
    ]) {
      const asked = await ask(real);
      expect(asked.status, real).toBe(202);
      expect(asked.body.pendingMail).toBe(real);
    }
    const taken = await ask('Teacher@Example.com');
    expect(taken.status).toBe(403);
    expect(failed(taken.body)).toEqual({ mail: ['UNIQUE'] });
  });
});

describe('identity server: the password tree', () => {
  it('needs the user’s session and their current password', async () => {
    expect((await passwordTree(undefined, DANA.password, 'Bluebird!2027')).status).toBe(401);
    const cookie = await session();
    expect((await passwordTree(cookie, 'wrong', 'Bluebird!2027')).status).toBe(401);
    expect(userById(DANA.id)?.password).toBe(DANA.password);
  });

  it('refuses every policy the browser checks, and a password that is not new', async () => {
    const cookie = await session();
    const refused = async (next: string) => {
      const result = await passwordTree(cookie, DANA.password, next);
      expect(result.status).toBe(200);
      expect(result.tokenId).toBeUndefined();
      return result.failed;
    };
    expect(await refused('')).toEqual(['REQUIRED']);
    expect(await refused('abc')).toEqual([
      'MIN_LENGTH',
      'AT_LEAST_X_CAPITAL_LETTERS',
      'AT_LEAST_X_NUMBERS',
    ]);
    expect(await refused(`A1${'b'.repeat(63)}`)).toEqual(['MAX_LENGTH']);
    expect(await refused('Abcdefg1<')).toEqual(['CANNOT_CONTAIN_CHARACTERS']);
    expect(await refused('Whitfield2026')).toEqual(['CANNOT_CONTAIN_OTHERS']);
    expect(await refused(DANA.password)).toEqual(['IS_NEW']);
    expect(userById(DANA.id)?.password).toBe(DANA.password);
  });

  it('changes the password: the old one no longer signs in, the new one does', async () => {
    const cookie = await session();
    const result = await passwordTree(cookie, DANA.password, 'Bluebird!2027');
    expect(result.status).toBe(200);
    expect(result.tokenId).toEqual(expect.any(String));
    expect(userByCredentials(DANA.username, DANA.password)).toBeUndefined();
    expect(userByCredentials(DANA.username, 'Bluebird!2027')?.id).toBe(DANA.id);
  });

  it('ends the user’s other sessions and their tokens, and keeps the one that changed it', async () => {
    const tokenIdOf = (cookie: string) => cookie.split('=')[1];
    const here = await session();
    const elsewhere = await session();
    const maria = await session('district@example.com', 'District!2026');
    const grant = async (cookie: string, grantId: string) => {
      const identitySession = sessionByTokenId(tokenIdOf(cookie));
      const user = identitySession && userById(identitySession.userId);
      if (!identitySession || !user) throw new Error('no session');
      return mintTokens(user, {
        grantId,
        scope: 'openid profile',
        issuer: ORIGIN,
        sessionId: identitySession.id,
      });
    };
    const [hereTokens, elsewhereTokens, mariaTokens] = [
      await grant(here, 'g-here'),
      await grant(elsewhere, 'g-elsewhere'),
      await grant(maria, 'g-maria'),
    ];
    // Before: every one of them is signed in.
    for (const tokens of [hereTokens, elsewhereTokens, mariaTokens]) {
      expect(accessTokenUserId(tokens.access_token)).toBeDefined();
    }

    const result = await passwordTree(here, DANA.password, 'Bluebird!2027');
    expect(result.status).toBe(200);
    expect(result.tokenId).toBe(tokenIdOf(here));

    // The other browser: its session, access and refresh tokens are gone; the commerce platform
    // no longer knows it, and it cannot start the password tree.
    expect(sessionByTokenId(tokenIdOf(elsewhere))).toBeUndefined();
    expect(accessTokenUserId(elsewhereTokens.access_token)).toBeUndefined();
    expect(takeRefreshToken(elsewhereTokens.refresh_token)).toBeUndefined();
    expect(
      (await call('GET', `${CURRENT}/preferences`, { token: elsewhereTokens.access_token })).status,
    ).toBe(401);
    expect((await passwordTree(elsewhere, 'Bluebird!2027', 'Robin!2028x')).status).toBe(401);
    // This browser keeps its session and tokens; another user is not touched.
    expect(sessionByTokenId(tokenIdOf(here))?.userId).toBe(DANA.id);
    expect(accessTokenUserId(hereTokens.access_token)).toBe(DANA.id);
    expect(takeRefreshToken(hereTokens.refresh_token)?.userId).toBe(DANA.id);
    expect(
      (await call('GET', `${CURRENT}/preferences`, { token: hereTokens.access_token })).status,
    ).toBe(200);
    expect(sessionByTokenId(tokenIdOf(maria))?.userId).toBe('u-1003');
    expect(accessTokenUserId(mariaTokens.access_token)).toBe('u-1003');
    expect(takeRefreshToken(mariaTokens.refresh_token)?.userId).toBe('u-1003');
  });
});

describe('platform: preferences', () => {
  const PATH = `${CURRENT}/preferences`;

  it('serves each shopper’s seeded preferences, and only to a signed-in shopper', async () => {
    const dana = parsed(
      await call('GET', PATH, { token: bearerFor('u-1001') }),
      200,
      PreferencesSchema,
    );
    expect(dana).toEqual({
      communication: {
        newsletter: true,
        productUpdates: true,
        trainingEvents: false,
        contactMethod: 'EMAIL',
      },
      regional: { site: 'en-us', language: 'en' },
    });
    const kiwi = parsed(
      await call('GET', PATH, { token: bearerFor('u-1005') }),
      200,
      PreferencesSchema,
    );
    expect(kiwi.communication.contactMethod).toBe('PHONE');
    expect(kiwi.regional.site).toBe('en-nz');
    expect((await call('GET', PATH)).status).toBe(401);
  });

  it('replaces them, once per request id, and refuses what it does not take', async () => {
    const token = bearerFor('u-1002');
    const wanted: Preferences = {
      communication: {
        newsletter: false,
        productUpdates: true,
        trainingEvents: true,
        contactMethod: 'POST',
      },
      regional: { site: 'fr-ca', language: 'fr' },
    };
    const saved = await call('PUT', PATH, { token, body: wanted, requestId: 'p1' });
    expect(parsed(saved, 200, PreferencesSchema)).toEqual(wanted);
    const replay = await call('PUT', PATH, {
      token,
      body: { ...wanted, regional: { site: 'en-us', language: 'en' } },
      requestId: 'p1',
    });
    expect(replay.headers.get('X-Idempotent-Replay')).toBe('true');
    expect(parsed(await call('GET', PATH, { token }), 200, PreferencesSchema)).toEqual(wanted);

    const bad = await call('PUT', PATH, {
      token,
      body: { ...wanted, regional: { site: 'de-de', language: 'fr' } },
    });
    expect(bad.status).toBe(400);
    expect(parsed(await call('GET', PATH, { token }), 200, PreferencesSchema)).toEqual(wanted);
  });
});
