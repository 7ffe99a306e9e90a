// The parts of the ForgeRock SDK the store uses: with forgerock-webauthn.ts (its security-key
// part, loaded apart), the modules that import it.
export {
  CallbackType,
  Config,
  FRAuth,
  OAuth2Client,
  ResponseType,
  SessionManager,
  StepType,
} from '@forgerock/javascript-sdk';
export type { ConfigOptions, FRStep } from '@forgerock/javascript-sdk';
