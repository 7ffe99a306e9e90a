import { IDENTITY_TIMEOUT } from './identity-timeout';

/** Identity error messages of spec section 8, word for word. */
export const IdentityError = {
  AuthenticationOrConsentRequired: 'Authentication or consent required',
  AuthorizationTimedOut: 'Authorization timed out',
  FailedToFetch: 'Failed to fetch',
  StateMismatch: 'State mismatch',
  FailedToAcquireCode: 'Failed to acquire authorization code',
  AccessTokenNotFound: 'Access token not found in response',
  UnableToExchange: 'Unable to exchange authorization for tokens',
  TreeFailure: 'Authentication tree failure.',
  LoginFailed: 'Login failed',
  /** No answer from the identity server within its request timeout (the SDK's word). */
  Timeout: IDENTITY_TIMEOUT,
} as const;

export const WebAuthnError = {
  NotSupported: 'PublicKeyCredential not supported by this browser',
  NoCredential: 'No credential generated',
  IncorrectCallbacks: 'Incorrect callbacks for WebAuthn',
  MissingPubKeyCredParams: 'Missing pubKeyCredParams property',
} as const;

/** `Expected 200, received {status}` (spec section 8). */
export function unexpectedStatus(status: number): string {
  return `Expected 200, received ${status}`;
}

/** Errors after which a page in redirect login mode falls back to a full redirect (spec section 4). */
export const REDIRECT_FALLBACK_ERRORS: readonly string[] = [
  IdentityError.AuthenticationOrConsentRequired,
  IdentityError.AuthorizationTimedOut,
  IdentityError.FailedToFetch,
  'NetworkError when attempting to fetch resource.',
  'login_required',
  'consent_required',
  'interaction_required',
];
