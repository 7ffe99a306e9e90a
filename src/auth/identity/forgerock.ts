// The parts of the ForgeRock SDK the store uses for its authentication trees (sign-in, step-up,
// password change). Its OAuth client (forgerock-oauth.ts) and its security-key part
// (forgerock-webauthn.ts) are files of their own, loaded when needed.
export { CallbackType, Config, FRAuth, StepType } from '@forgerock/javascript-sdk';
export type { ConfigOptions, FRStep } from '@forgerock/javascript-sdk';
