import { getCore } from '../../core/core';
import { identityBaseUrl, identityFetch, realmUrlPath } from './identity-request';

/**
 * Who the access token belongs to: the identity server's OIDC userinfo, asked as the identity
 * SDK's `OAuth2Client.getUserInfo` asks (GET with the bearer and the server's cookies) and failing
 * with its words (`Failed to get user info; received 401`). Our own request, so that a page whose
 * stored tokens are still fresh shows the signed-in shopper without downloading the SDK; the SDK comes when tokens need renewing,
 * or for a sign-in, a step-up or a sign-out.
 */
export async function fetchUserInfo(accessToken: string): Promise<unknown> {
  const url = `${identityBaseUrl()}oauth2/${realmUrlPath(getCore().config.authRealm)}/userinfo`;
  const response = await identityFetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  });
  if (response.status !== 200)
    throw new Error(`Failed to get user info; received ${response.status}`);
  return response.json();
}
