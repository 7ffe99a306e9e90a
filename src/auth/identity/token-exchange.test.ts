// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPkce, challengeFor } from './pkce';
import { realmUrlPath } from './identity-request';
import { redirectUri } from './callback-page';
import { loadTokenCode } from './load-token-code';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { issueCode } from '../../mocks/identity/codes';
import { server } from '../../mocks/node';

/**
 * The identity client's code exchange against the fake identity server (spec section 7's POST
 * access token), and its two errors as spec section 8 words them: 'Expected 200, received
 * {status}' and 'Access token not found in response'.
 */
const TOKEN_URL = '*/auth/oauth2/realms/root/realms/alpha/access_token';
const globals = globalThis as Record<string, unknown>;

async function validCode(verifier: string): Promise<string> {
  return issueCode({
    clientId: 'store-widgets',
    redirectUri: redirectUri(getCore()),
    codeChallenge: await challengeFor(verifier),
    userId: 'u-1001',
    scope: 'openid profile email',
    sessionId: 'session-of-the-test',
  });
}

beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  resetSharedInstances();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
});

describe('exchanging the authorization code', () => {
  it('posts the code with the PKCE verifier and returns the tokens with their expiry', async () => {
    const { verifier } = createPkce();
    const code = await validCode(verifier);
    const before = Date.now();

    const tokens = await (await loadTokenCode()).oauthSdk(getCore()).exchange(code, verifier);

    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.idToken).toEqual(expect.any(String));
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.tokenExpiry).toBeGreaterThan(before);
  });

  it('fails with "Expected 200, received 400" when the server refuses the code', async () => {
    const { verifier } = createPkce();

    await expect(
      (await loadTokenCode()).oauthSdk(getCore()).exchange('not-a-code-it-issued', verifier),
    ).rejects.toThrow(new Error('Expected 200, received 400'));
    // The server's own words are logged, not shown.
    expect(console.warn).toHaveBeenCalled();
  });

  it('fails with "Expected 200, received 500" on a server error without JSON', async () => {
    server.use(http.post(TOKEN_URL, () => new HttpResponse('Internal error', { status: 500 })));

    await expect(
      (await loadTokenCode()).oauthSdk(getCore()).exchange('c', createPkce().verifier),
    ).rejects.toThrow(new Error('Expected 200, received 500'));
  });

  it('fails with "Expected 200, received 201" on any other success status', async () => {
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ access_token: 'a'.repeat(20) }, { status: 201 }),
      ),
    );

    await expect(
      (await loadTokenCode()).oauthSdk(getCore()).exchange('c', createPkce().verifier),
    ).rejects.toThrow(new Error('Expected 200, received 201'));
  });

  it.each([
    ['without an access token', { id_token: 'id-only', expires_in: 3600 }],
    ['with an empty access token', { access_token: '', expires_in: 3600 }],
    ['that is not an object', 'tokens'],
  ])('fails with "Access token not found in response" for a 200 %s', async (_, body) => {
    server.use(http.post(TOKEN_URL, () => HttpResponse.json(body)));

    await expect(
      (await loadTokenCode()).oauthSdk(getCore()).exchange('c', createPkce().verifier),
    ).rejects.toThrow(new Error('Access token not found in response'));
  });

  it('builds the realm path as the identity SDK does', () => {
    expect(realmUrlPath('alpha')).toBe('realms/root/realms/alpha');
    expect(realmUrlPath('/alpha/')).toBe('realms/root/realms/alpha');
    expect(realmUrlPath('root/alpha/sub')).toBe('realms/root/realms/alpha/realms/sub');
    expect(realmUrlPath('root')).toBe('realms/root');
  });
});
