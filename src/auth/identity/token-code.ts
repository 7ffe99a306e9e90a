// Getting tokens (spec section 4): the authorization with PKCE, the code's exchange and the SDK's
// OAuth client, a file of its own beside the trees' code (identity-code.ts), loaded when a page
// signs in, renews, revokes or signs out: never for a step-up or a password change.
export { acquireTokens, raceTokenAcquisition } from './acquire-tokens';
export { oauthSdk } from './oauth-sdk';
