// Our wrapper of the ForgeRock SDK, loaded on demand and configured once per page (spec section 7).
import type * as ForgeRock from './forgerock';
import type { ConfigOptions, FRStep } from './forgerock';
import type { Core } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { sharedInstance } from '../../core/platform/shared-instance';
import { importAgain } from '../../core/element/import-again';
import { IDENTITY_TIMEOUT_MS } from '../session-constants/session-constants';
import { IDENTITY_SCOPE } from './identity-constants';
import { IdentityError, unexpectedStatus } from './identity-errors';
import { authorizeByFrame } from './authorize-by-frame';
import { redirectUri } from './callback-page';
import { identityBaseUrl, identityFetch, realmUrlPath } from './identity-request';
import { challengeFor, type PkceValues } from './pkce';
import { sdkTokenStore, type StoredTokens } from './token-store';

type ConfigHolder = Pick<Core, 'config'>;

function identityOptions(core: ConfigHolder): ConfigOptions {
  const { config } = core;
  return {
    clientId: config.authClientId,
    realmPath: config.authRealm,
    tree: config.authTree,
    redirectUri: redirectUri(core),
    scope: IDENTITY_SCOPE,
    serverConfig: {
      baseUrl: identityBaseUrl(core),
      timeout: IDENTITY_TIMEOUT_MS,
    },
    tokenStore: sdkTokenStore as ConfigOptions['tokenStore'],
    oauthThreshold: 30_000,
  };
}

type ForgeRockSdk = typeof ForgeRock;

type WebAuthnStep = 'none' | 'authentication' | 'registration';

const loadWebAuthn = () => importAgain(() => import('./forgerock-webauthn'));

/** The SDK, configured once per page. */
export function identitySdk(fr: ForgeRockSdk, core: ConfigHolder) {
  sharedInstance('identity-sdk-configured', () => {
    fr.Config.set(identityOptions(core));
    return true;
  });
  return sdkOf(fr, core);
}

/** Here, in the identity code's lazy chunk, not in the session code every signed-in page loads. */
export interface TokenExchangeTarget {
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
export async function exchangeCode(
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

type TreeOptions = NonNullable<Parameters<ForgeRockSdk['FRAuth']['start']>[0]>;

// SDK quirk: its tree index follows the query and would override one naming its own index
// (step-up's `composite_advice`), so such a query gets `{ tree: '' }`, as the SDK's step-up does.
function treeOptions(tree?: string, query?: Record<string, string>): TreeOptions {
  if (tree) return query ? { tree, query } : { tree };
  if (query?.authIndexType) return { tree: '', query };
  return query ? { query } : {};
}

/** What the store asks of the SDK, over its module `fr`. */
function sdkOf(fr: ForgeRockSdk, core: ConfigHolder) {
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
    challengeFor,
    startTree: (tree?: string, query?: Record<string, string>) =>
      fr.FRAuth.start(treeOptions(tree, query)),
    next: (step: FRStep, query?: Record<string, string>) =>
      fr.FRAuth.next(step, treeOptions(undefined, query)),
    /** Whether the step asks for a security key, and to sign in with one or register one. */
    async webAuthnStepType(step: FRStep): Promise<WebAuthnStep> {
      // The SDK reads a security key's step from its metadata or the text output holding its
      // script: a step with neither (a password's) is not one, and loads none of that code.
      const carriesKeyData = [
        fr.CallbackType.MetadataCallback,
        fr.CallbackType.TextOutputCallback,
      ].some((type) => step.getCallbacksOfType(type).length > 0);
      if (!carriesKeyData) return 'none';
      const { FRWebAuthn, WebAuthnStepType } = await loadWebAuthn();
      const type = FRWebAuthn.getWebAuthnStepType(step);
      if (type === WebAuthnStepType.Authentication) return 'authentication';
      return type === WebAuthnStepType.Registration ? 'registration' : 'none';
    },
    authenticateWebAuthn: async (step: FRStep) =>
      (await loadWebAuthn()).FRWebAuthn.authenticate(step),
    registerWebAuthn: async (step: FRStep) => (await loadWebAuthn()).FRWebAuthn.register(step),
    CallbackType: fr.CallbackType,
    StepType: fr.StepType,
  };
}

export type IdentitySdk = ReturnType<typeof sdkOf>;
export type { FRStep };
