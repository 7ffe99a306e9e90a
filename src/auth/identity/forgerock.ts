/**
 * The parts of the ForgeRock JavaScript SDK the store uses: the one module that imports the
 * library, loaded with our wrapper of it (sdk.ts) in the identity code's chunk (identity-code.ts)
 * when a page needs the SDK: a sign-in, a step-up, a token renewal, a sign-out. A signed-in
 * shopper's page with fresh tokens never does (user-info.ts).
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
