import type { Core } from '../../core/core';
import { identityBaseUrl, identityFetch, realmUrlPath } from './identity-request';

/** OIDC userinfo, as the SDK asks it: our own request, so fresh tokens need no SDK download. */
export async function fetchUserInfo(
  core: Pick<Core, 'config'>,
  accessToken: string,
): Promise<unknown> {
  const url = `${identityBaseUrl(core)}oauth2/${realmUrlPath(core.config.authRealm)}/userinfo`;
  const response = await identityFetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  });
  if (response.status !== 200)
    throw new Error(`Failed to get user info; received ${response.status}`);
  return response.json();
}
