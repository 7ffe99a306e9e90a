/**
 * The only module that imports the ForgeRock JavaScript SDK. It is loaded on demand (a visitor
 * with no stored session and no wish to sign in never downloads it) and configured once per page
 * from the page configuration (spec section 7: base path /auth, realm, client id, scope
 * `openid profile email` plus the user id claim, 60000 ms timeout).
 */
import {
  CallbackType,
  Config,
  FRAuth,
  FRWebAuthn,
  OAuth2Client,
  ResponseType,
  SessionManager,
  StepType,
  WebAuthnStepType,
  type ConfigOptions,
  type FRStep,
} from '@forgerock/javascript-sdk';
import { getCore } from '../../core/core';
import { sharedInstance } from '../../core/shared-instance';
import { IDENTITY_TIMEOUT_MS } from '../session-constants';
import { IDENTITY_SCOPE } from './identity-constants';
import { challengeFor, type PkceValues } from './pkce';
import { sdkTokenStore, type StoredTokens } from './token-store';

function absolute(path: string): string {
  return new URL(path, globalThis.location.href).toString();
}

export function redirectUri(): string {
  const { config } = getCore();
  return absolute(config.authRedirectPath ?? globalThis.location.pathname);
}

function identityOptions(): ConfigOptions {
  const { config } = getCore();
  return {
    clientId: config.authClientId,
    realmPath: config.authRealm,
    tree: config.authTree,
    redirectUri: redirectUri(),
    scope: IDENTITY_SCOPE,
    serverConfig: {
      baseUrl: `${absolute(config.authBase).replace(/\/$/, '')}/`,
      timeout: IDENTITY_TIMEOUT_MS,
    },
    tokenStore: sdkTokenStore as ConfigOptions['tokenStore'],
    oauthThreshold: 30_000,
  };
}

function configure(): true {
  Config.set(identityOptions());
  return true;
}

/** The SDK, configured for this page (once). */
export function identitySdk() {
  sharedInstance('identity-sdk-configured', configure);
  return sdk;
}

type TreeOptions = NonNullable<Parameters<typeof FRAuth.start>[0]>;

/**
 * Options for one call of a tree. The SDK puts the tree (the configured `authTree` when none is
 * given) after the query as `authIndexType=service&authIndexValue=<tree>`, which would override a
 * query that names its own index (step-up's `composite_advice`): such a query gets an empty tree,
 * as the SDK's own step-up does (`{ tree: '' }`).
 */
function treeOptions(tree?: string, query?: Record<string, string>): TreeOptions {
  if (tree) return query ? { tree, query } : { tree };
  if (query?.authIndexType) return { tree: '', query };
  return query ? { query } : {};
}

const sdk = {
  async authorizeUrl(pkce: PkceValues, prompt?: 'none' | 'login'): Promise<string> {
    const options = { responseType: ResponseType.Code, state: pkce.state, verifier: pkce.verifier };
    return OAuth2Client.createAuthorizeUrl(prompt ? { ...options, prompt } : options);
  },
  /** The SDK's hidden-frame authorization; resolves with the frame's final URL. */
  authorizeByFrame(pkce: PkceValues): Promise<string> {
    return OAuth2Client.getAuthCodeByIframe({
      responseType: ResponseType.Code,
      state: pkce.state,
      verifier: pkce.verifier,
    });
  },
  async exchange(code: string, verifier: string): Promise<StoredTokens> {
    const tokens = await OAuth2Client.getOAuth2Tokens({ authorizationCode: code, verifier });
    return tokens;
  },
  /** Ends the authentication tree's session (its cookie): POST sessions with the logout action. */
  logout: () => SessionManager.logout(),
  revoke: () => OAuth2Client.revokeToken(),
  endSession: (idToken: string) => OAuth2Client.endSession({ idToken }),
  userInfo: () => OAuth2Client.getUserInfo(),
  challengeFor,
  startTree: (tree?: string, query?: Record<string, string>) =>
    FRAuth.start(treeOptions(tree, query)),
  next: (step: FRStep, query?: Record<string, string>) =>
    FRAuth.next(step, treeOptions(undefined, query)),
  webAuthnStepType: (step: FRStep) => FRWebAuthn.getWebAuthnStepType(step),
  authenticateWebAuthn: (step: FRStep) => FRWebAuthn.authenticate(step),
  registerWebAuthn: (step: FRStep) => FRWebAuthn.register(step),
  CallbackType,
  StepType,
  WebAuthnStepType,
};

export type IdentitySdk = typeof sdk;
export type { FRStep };
