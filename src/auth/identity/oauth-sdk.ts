// The ForgeRock SDK's OAuth client as the store uses it (spec sections 4 and 7): the authorize URL,
// the hidden frame, the code's exchange, revocation and the session's end. In the token code's
// file (token-code.ts), not the trees': a step-up or a password change needs none of it.
import * as fr from './forgerock-oauth';
import { logWarning } from '../../core/platform/log';
import { IDENTITY_TIMEOUT_MS } from '../session-constants/session-constants';
import { IdentityError, unexpectedStatus } from './identity-errors';
import { authorizeByFrame } from './authorize-by-frame';
import { identityFetch, realmUrlPath } from './identity-request';
import type { PkceValues } from './pkce';
import { configureSdk, identityOptions, type ConfigHolder } from './sdk-options';
import type { StoredTokens } from './token-store';

interface TokenExchangeTarget {
  baseUrl: string;
  /** As configured (`alpha`, `/alpha`, `root/alpha`). */
  realm: string;
  clientId: string;
  redirectUri: string;
  timeoutMs: number;
}

interface TokenAnswer {
  access_token?: unknown;
  id_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  error?: unknown;
  error_description?: unknown;
}

async function bodyOf(response: Response): Promise<TokenAnswer | undefined> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as TokenAnswer) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Made here, not by the SDK, so that errors read as spec section 8 words them. */
async function exchangeCode(
  target: TokenExchangeTarget,
  code: string,
  verifier: string,
  now: () => number = Date.now,
): Promise<StoredTokens> {
  const url = `${target.baseUrl}oauth2/${realmUrlPath(target.realm)}/access_token`;
  const body = new URLSearchParams({
    client_id: target.clientId,
    code,
    grant_type: 'authorization_code',
    redirect_uri: target.redirectUri,
    code_verifier: verifier,
  });
  const response = await identityFetch(
    url,
    {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: body.toString(),
    },
    target.timeoutMs,
  );
  const answer = await bodyOf(response);
  if (response.status !== 200) {
    logWarning(
      'the identity server refused the code',
      text(answer?.error),
      text(answer?.error_description),
    );
    throw new Error(unexpectedStatus(response.status));
  }
  const accessToken = text(answer?.access_token);
  if (!accessToken) throw new Error(IdentityError.AccessTokenNotFound);
  const tokens: StoredTokens = { accessToken };
  const idToken = text(answer?.id_token);
  const refreshToken = text(answer?.refresh_token);
  if (idToken) tokens.idToken = idToken;
  if (refreshToken) tokens.refreshToken = refreshToken;
  if (typeof answer?.expires_in === 'number' && answer.expires_in > 0) {
    tokens.tokenExpiry = Math.round(now() + answer.expires_in * 1000);
  }
  return tokens;
}

/** The OAuth client, configured once per page. */
export function oauthSdk(core: ConfigHolder) {
  configureSdk(fr.Config, core);
  return {
    async authorizeUrl(pkce: PkceValues, prompt?: 'none' | 'login'): Promise<string> {
      const options = {
        responseType: fr.ResponseType.Code,
        state: pkce.state,
        verifier: pkce.verifier,
      };
      return fr.OAuth2Client.createAuthorizeUrl(prompt ? { ...options, prompt } : options);
    },
    /** Hidden-frame authorization (the SDK's URL, our frame); resolves with the final URL. */
    async authorizeByFrame(pkce: PkceValues): Promise<string> {
      const url = await fr.OAuth2Client.createAuthorizeUrl({
        responseType: fr.ResponseType.Code,
        state: pkce.state,
        verifier: pkce.verifier,
        prompt: 'none',
      });
      return authorizeByFrame(url, IDENTITY_TIMEOUT_MS);
    },
    /** By our own request, not the SDK's, so errors read as spec section 8 words them. */
    exchange(code: string, verifier: string): Promise<StoredTokens> {
      const options = identityOptions(core);
      return exchangeCode(
        {
          baseUrl: options.serverConfig?.baseUrl ?? '',
          realm: options.realmPath ?? '',
          clientId: options.clientId ?? '',
          redirectUri: options.redirectUri ?? '',
          timeoutMs: IDENTITY_TIMEOUT_MS,
        },
        code,
        verifier,
      );
    },
    /** Ends the authentication tree's session (its cookie): POST sessions, logout action. */
    logout: () => fr.SessionManager.logout(),
    revoke: () => fr.OAuth2Client.revokeToken(),
    endSession: (idToken: string) => fr.OAuth2Client.endSession({ idToken }),
  };
}

export type OAuthSdk = ReturnType<typeof oauthSdk>;
