/**
 * The parts of the ForgeRock JavaScript SDK the store uses, as the one module the session's code
 * loads when it needs the SDK (sdk.ts): a sign-in, a step-up, a token renewal, a sign-out. A
 * signed-in shopper's page with fresh tokens never does (issue 31: user-info.ts). It imports
 * nothing of ours, so its file is the library alone and a failed load is asked for again from a
 * new URL like any lazy file (src/core/element/import-again.ts).
 */
export {
  CallbackType,
  Config,
  FRAuth,
  FRWebAuthn,
  OAuth2Client,
  ResponseType,
  SessionManager,
  StepType,
  WebAuthnStepType,
} from '@forgerock/javascript-sdk';
export type { ConfigOptions, FRStep } from '@forgerock/javascript-sdk';
