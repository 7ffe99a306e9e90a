// The ForgeRock SDK's security-key part, a file of its own: loaded for a step that may be a
// security key's, never with the password steps most shoppers see.
export { FRWebAuthn, WebAuthnStepType } from '@forgerock/javascript-sdk';
