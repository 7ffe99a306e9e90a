// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { challengeFor, createPkce } from './pkce';
import { redirectUri } from './callback-page';
import { loadTokenCode } from './load-token-code';
import { fetchUserInfo } from './user-info';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { issueCode } from '../../mocks/identity/codes';

/**
 * Who a signed-in shopper is, asked of the fake identity server's userinfo by the page's own
 * request (issue 31: a page whose tokens are fresh needs no identity SDK), with the identity SDK's
 * words when the server refuses the token.
 */
const globals = globalThis as Record<string, unknown>;

async function tokensOf(userId: string): Promise<string> {
  const { verifier } = createPkce();
  const code = await issueCode({
    clientId: 'store-widgets',
    redirectUri: redirectUri(getCore()),
    codeChallenge: await challengeFor(verifier),
    userId,
    scope: 'openid profile email user_id',
    sessionId: 'session-of-the-test',
  });
  return (await (await loadTokenCode()).oauthSdk(getCore()).exchange(code, verifier)).accessToken;
}

beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  resetSharedInstances();
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
});

describe('userinfo without the identity SDK', () => {
  it("answers with the token owner's claims", async () => {
    const info = await fetchUserInfo(getCore(), await tokensOf('u-1001'));
    expect(info).toMatchObject({ user_id: 'u-1001', sub: expect.any(String) });
  });

  it('fails as the SDK does when the server refuses the token', async () => {
    await expect(fetchUserInfo(getCore(), 'forged-token-value')).rejects.toThrow(
      new Error('Failed to get user info; received 401'),
    );
  });
});
