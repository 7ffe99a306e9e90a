import type { SeedUser } from '../db/seed-users';
import { issueAccessToken, issueRefreshToken, registerIdToken } from './session-tokens';
import { CLIENT_ID, ID_TOKEN_TTL_S, REALM, REFRESH_TOKEN_TTL_MS } from './constants';
import { accessTokenTtl } from './controls';
import { signJwt } from './jwt';
import { userClaims } from './users';

/** The token endpoint's success body (AM's shape). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  scope: string;
  id_token?: string;
  token_type: 'Bearer';
  expires_in: number;
}

export function hasScope(scope: string, wanted: string): boolean {
  return scope.split(/\s+/).includes(wanted);
}

/** Mints access, refresh and (for `openid`) id token of one grant and registers them. */
export async function mintTokens(
  user: SeedUser,
  grant: {
    grantId: string;
    scope: string;
    issuer: string;
    sessionId?: string | undefined;
    nonce?: string | undefined;
  },
): Promise<TokenResponse> {
  const expiresIn = accessTokenTtl();
  const accessToken = issueAccessToken(user.id, expiresIn * 1000, grant.grantId, grant.sessionId);
  const refreshToken = issueRefreshToken(user.id, REFRESH_TOKEN_TTL_MS, {
    grantId: grant.grantId,
    scope: grant.scope,
    sessionId: grant.sessionId,
  });
  const body: TokenResponse = {
    access_token: accessToken,
    refresh_token: refreshToken,
    scope: grant.scope,
    token_type: 'Bearer',
    expires_in: expiresIn,
  };
  if (hasScope(grant.scope, 'openid')) {
    const iat = Math.floor(Date.now() / 1000);
    const idToken = await signJwt({
      ...userClaims(user),
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      iss: grant.issuer,
      iat,
      exp: iat + ID_TOKEN_TTL_S,
      auth_time: iat,
      realm: REALM,
      tokenType: 'JWTToken',
      subname: user.username,
      ...(grant.sessionId ? { sid: grant.sessionId } : {}),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    });
    registerIdToken(idToken, { userId: user.id, sessionId: grant.sessionId });
    body.id_token = idToken;
  }
  return body;
}
